// Australian suburbs and localities with their postcodes, by state or territory: the built-in list the address search
// uses when no Google Maps key is configured (order-and-application §2.3: the search "works out of the box").
//
// Loaded lazily (only the address widget imports it, with import()), so it is its own chunk and no other page pays for
// it. Packed as one line per postcode, "postcode Name,Name,...", which keeps the chunk small and the data readable and
// reviewable; parseLocalities() unpacks it once.
//
// Coverage: every capital city's suburbs, the large regional cities and the main towns of every state and territory.
// A place missing here can always be typed into the address fields by hand.

import type { StateCode } from './states';

export interface Locality {
  name: string;
  state: StateCode;
  postcode: string;
}

const PACKED: Readonly<Record<StateCode, string>> = {
  NSW: `
2000 Sydney,The Rocks,Dawes Point,Haymarket,Millers Point,Barangaroo
2007 Ultimo
2008 Chippendale,Darlington
2009 Pyrmont
2010 Surry Hills,Darlinghurst
2011 Potts Point,Elizabeth Bay,Rushcutters Bay,Woolloomooloo
2015 Alexandria,Beaconsfield,Eveleigh
2016 Redfern
2017 Waterloo,Zetland
2018 Rosebery,Eastlakes
2019 Botany,Banksmeadow
2020 Mascot
2021 Paddington,Centennial Park,Moore Park
2022 Bondi Junction,Queens Park
2023 Bellevue Hill
2024 Bronte,Waverley
2025 Woollahra
2026 Bondi,Bondi Beach,North Bondi,Tamarama
2027 Darling Point,Edgecliff,Point Piper
2028 Double Bay
2029 Rose Bay
2030 Dover Heights,Vaucluse,Watsons Bay,Rose Bay North
2031 Randwick,Clovelly
2032 Kingsford,Daceyville
2033 Kensington
2034 Coogee,South Coogee
2035 Maroubra,Pagewood
2036 Matraville,Chifley,Little Bay,Malabar,La Perouse,Phillip Bay,Port Botany
2037 Glebe,Forest Lodge
2038 Annandale
2039 Rozelle
2040 Leichhardt,Lilyfield
2041 Balmain,Birchgrove,Balmain East
2042 Newtown,Enmore
2043 Erskineville
2044 St Peters,Sydenham,Tempe
2045 Haberfield
2046 Five Dock,Abbotsford,Canada Bay,Chiswick,Rodd Point,Russell Lea,Wareemba
2047 Drummoyne
2048 Stanmore
2049 Petersham,Lewisham
2050 Camperdown
2060 North Sydney,Lavender Bay,McMahons Point,Waverton
2061 Kirribilli,Milsons Point
2062 Cammeray
2063 Northbridge
2064 Artarmon
2065 Crows Nest,St Leonards,Greenwich,Naremburn,Wollstonecraft
2066 Lane Cove,Lane Cove North,Lane Cove West,Linley Point,Longueville,Northwood,Riverview
2067 Chatswood,Chatswood West
2068 Willoughby,Castlecrag,Middle Cove,North Willoughby
2069 Roseville,Castle Cove,Roseville Chase
2070 Lindfield,East Lindfield
2071 Killara,East Killara
2072 Gordon
2073 Pymble,West Pymble
2074 Turramurra,North Turramurra,South Turramurra,Warrawee
2075 St Ives,St Ives Chase
2076 Wahroonga,Normanhurst,North Wahroonga
2077 Hornsby,Asquith,Hornsby Heights,Waitara
2079 Mount Colah
2080 Mount Kuring-gai
2081 Berowra,Cowan
2082 Berowra Heights
2083 Brooklyn
2084 Terrey Hills,Duffys Forest
2085 Belrose,Davidson
2086 Frenchs Forest
2087 Forestville,Killarney Heights
2088 Mosman,Spit Junction
2089 Neutral Bay,Kurraba Point
2090 Cremorne,Cremorne Point
2092 Seaforth
2093 Balgowlah,Balgowlah Heights,Clontarf,Manly Vale,North Balgowlah
2094 Fairlight
2095 Manly
2096 Curl Curl,Freshwater,Queenscliff
2097 Collaroy,Collaroy Beach,Wheeler Heights
2099 Dee Why,Cromer,Narraweena,North Curl Curl
2100 Brookvale,Allambie Heights,Beacon Hill,North Manly,Oxford Falls
2101 Narrabeen,Elanora Heights,Ingleside,North Narrabeen
2102 Warriewood
2103 Mona Vale
2104 Bayview
2105 Church Point,Elvina Bay,Lovett Bay,Morning Bay,Scotland Island
2106 Newport
2107 Avalon Beach,Bilgola Plateau,Clareville,Whale Beach
2108 Palm Beach,Coasters Retreat,Great Mackerel Beach
2110 Hunters Hill,Woolwich
2111 Gladesville,Henley,Huntleys Cove,Huntleys Point,Tennyson Point
2112 Ryde,Denistone East,Putney
2113 Macquarie Park,North Ryde,East Ryde
2114 West Ryde,Denistone,Denistone West,Meadowbank,Melrose Park
2115 Ermington
2116 Rydalmere
2117 Dundas,Dundas Valley,Oatlands,Telopea
2118 Carlingford
2119 Beecroft,Cheltenham
2120 Pennant Hills,Thornleigh,Westleigh
2121 Epping,North Epping
2122 Eastwood,Marsfield
2125 West Pennant Hills
2126 Cherrybrook
2127 Sydney Olympic Park,Newington,Wentworth Point
2128 Silverwater
2130 Summer Hill
2131 Ashfield
2132 Croydon
2133 Croydon Park,Enfield South
2134 Burwood,Burwood North
2135 Strathfield
2136 Burwood Heights,Enfield,Strathfield South
2137 Concord,Breakfast Point,Cabarita,Mortlake,North Strathfield
2138 Concord West,Liberty Grove,Rhodes
2140 Homebush,Homebush West
2141 Lidcombe,Berala,Rookwood
2142 Granville,Clyde,Holroyd,Rosehill,South Granville,Camellia
2143 Regents Park,Birrong,Potts Hill
2144 Auburn
2145 Westmead,Wentworthville,Pendle Hill,Girraween,Greystanes,Constitution Hill,Mays Hill,South Wentworthville,Pemulwuy
2146 Toongabbie,Old Toongabbie
2147 Seven Hills,Kings Langley,Lalor Park
2148 Blacktown,Arndell Park,Huntingwood,Kings Park,Marayong,Prospect
2150 Parramatta,Harris Park
2151 North Parramatta,North Rocks
2152 Northmead
2153 Baulkham Hills,Bella Vista,Winston Hills
2154 Castle Hill
2155 Kellyville,Rouse Hill,Beaumont Hills,Kellyville Ridge
2156 Glenhaven,Annangrove,Kenthurst
2157 Glenorie
2158 Dural,Round Corner,Middle Dural
2159 Galston,Arcadia,Berrilee
2160 Merrylands,Merrylands West
2161 Guildford,Guildford West,Old Guildford,Yennora
2162 Chester Hill,Sefton
2163 Villawood,Carramar,Lansdowne
2164 Smithfield,Wetherill Park,Woodpark
2165 Fairfield,Fairfield East,Fairfield Heights,Fairfield West
2166 Cabramatta,Cabramatta West,Canley Heights,Canley Vale,Lansvale
2167 Glenfield
2168 Ashcroft,Busby,Cartwright,Green Valley,Heckenberg,Miller,Sadleir
2170 Liverpool,Casula,Chipping Norton,Hammondville,Lurnea,Moorebank,Mount Pritchard,Prestons,Warwick Farm
2171 Hoxton Park,Horningsea Park,Carnes Hill,Cecil Hills,West Hoxton,Middleton Grange
2172 Pleasure Point,Sandy Point,Voyager Point
2173 Holsworthy,Wattle Grove
2174 Edmondson Park
2175 Horsley Park
2176 Bossley Park,Abbotsbury,Edensor Park,Greenfield Park,Prairiewood,St Johns Park,Wakeley
2177 Bonnyrigg,Bonnyrigg Heights
2178 Cecil Park,Kemps Creek,Mount Vernon
2179 Austral,Leppington
2190 Greenacre,Chullora
2191 Belfield
2192 Belmore
2193 Ashbury,Canterbury,Hurlstone Park
2194 Campsie
2195 Lakemba,Wiley Park
2196 Punchbowl,Roselands
2197 Bass Hill
2198 Georges Hall
2199 Yagoona
2200 Bankstown,Condell Park,Manahan
2203 Dulwich Hill
2204 Marrickville
2205 Arncliffe,Turrella,Wolli Creek
2206 Earlwood,Clemton Park
2207 Bardwell Park,Bardwell Valley,Bexley,Bexley North
2208 Kingsgrove,Kingsway West
2209 Beverly Hills,Narwee
2210 Riverwood,Lugarno,Peakhurst,Peakhurst Heights
2211 Padstow,Padstow Heights
2212 Revesby,Revesby Heights
2213 Panania,East Hills,Picnic Point
2214 Milperra
2216 Rockdale,Banksia,Brighton-Le-Sands,Kyeemagh
2217 Kogarah,Beverley Park,Kogarah Bay,Monterey,Ramsgate,Ramsgate Beach
2218 Allawah,Carlton
2219 Sans Souci,Dolls Point,Sandringham
2220 Hurstville,Hurstville Grove
2221 Blakehurst,Carss Park,Connells Point,Kyle Bay,South Hurstville
2222 Penshurst
2223 Mortdale,Oatley
2224 Kangaroo Point,Sylvania,Sylvania Waters
2225 Oyster Bay
2226 Como,Jannali,Bonnet Bay
2227 Gymea,Gymea Bay
2228 Miranda,Yowie Bay
2229 Caringbah,Caringbah South,Dolans Bay,Lilli Pilli,Port Hacking,Taren Point
2230 Cronulla,Bundeena,Burraneer,Woolooware,Maianbar
2231 Kurnell
2232 Sutherland,Grays Point,Kareela,Kirrawee,Loftus,Woronora
2233 Engadine,Heathcote,Waterfall,Yarrawarrah
2234 Menai,Alfords Point,Bangor,Barden Ridge,Illawong,Lucas Heights
2250 Gosford,East Gosford,Erina,Green Point,Kariong,Lisarow,Narara,Niagara Park,Point Clare,Springfield,Wyoming,West Gosford,Holgate,Matcham
2251 Avoca Beach,Copacabana,Davistown,Kincumber,MacMasters Beach,Saratoga,Bensville,Yattalunga
2256 Woy Woy,Blackwall,Phegans Bay,Horsfield Bay
2257 Ettalong Beach,Umina Beach,Booker Bay,Hardys Bay,Killcare,Pearl Beach,Patonga,St Huberts Island,Empire Bay
2258 Ourimbah,Palmdale,Kangy Angy
2259 Wyong,Tuggerah,Kanwal,Hamlyn Terrace,Wadalba,Warnervale,Watanobbi,Woongarrah,Mardi,Gwandalan,Summerland Point,Mannering Park,Chain Valley Bay,Lake Munmorah
2260 Terrigal,Wamberal,Forresters Beach,Erina Heights,North Avoca
2261 The Entrance,Bateau Bay,Long Jetty,Killarney Vale,Berkeley Vale,Shelly Beach,Blue Bay,Toowoon Bay,Tumbi Umbi,Chittaway Bay,Chittaway Point,Magenta
2262 Budgewoi,Blue Haven,Buff Point,Doyalson,San Remo,Halekulani
2263 Toukley,Canton Beach,Gorokan,Lake Haven,Noraville,Norah Head,Charmhaven
2280 Belmont,Belmont North,Belmont South,Jewells,Valentine,Croudace Bay,Marks Point
2281 Swansea,Caves Beach,Blacksmiths,Pelican,Catherine Hill Bay,Nords Wharf
2282 Warners Bay,Eleebana,Lakelands
2283 Toronto,Fennell Bay,Fassifern,Blackalls Park,Rathmines,Carey Bay,Coal Point,Kilaben Bay,Arcadia Vale,Awaba,Bolton Point
2284 Boolaroo,Argenton,Speers Point,Teralba,Booragul,Marmong Point
2285 Cardiff,Cardiff Heights,Cardiff South,Edgeworth,Glendale,Macquarie Hills,Cameron Park
2286 West Wallsend,Holmesville
2287 Wallsend,Birmingham Gardens,Elermore Vale,Fletcher,Maryland,Minmi,Rankin Park
2289 Adamstown,Adamstown Heights,Garden Suburb,Highfields,Kotara
2290 Charlestown,Dudley,Gateshead,Kahibah,Mount Hutton,Redhead,Tingira Heights,Whitebridge,Bennetts Green
2291 Merewether,Merewether Heights,The Junction
2292 Broadmeadow,Hamilton North
2293 Wickham,Maryville
2294 Carrington
2295 Stockton,Fern Bay
2297 Tighes Hill
2298 Georgetown,Waratah,Waratah West
2299 Jesmond,Lambton,North Lambton
2300 Newcastle,Bar Beach,Cooks Hill,Newcastle East,The Hill
2302 Newcastle West
2303 Hamilton,Hamilton East,Hamilton South
2304 Mayfield,Mayfield East,Mayfield West,Warabrook,Kooragang,Sandgate
2305 New Lambton,New Lambton Heights,Kotara South
2307 Shortland
2308 Callaghan
2315 Nelson Bay,Corlette,Fingal Bay,Shoal Bay
2316 Anna Bay,Boat Harbour,One Mile
2317 Salamander Bay,Soldiers Point
2318 Medowie,Williamtown
2320 Maitland,Bolwarra,Horseshoe Bend,Lorn,Rutherford,Telarah,South Maitland,Pokolbin
2321 Morpeth,Hinton,Heddon Greta,Gillieston Heights
2322 Thornton,Beresfield,Tarro,Woodberry,Black Hill
2323 East Maitland,Ashtonfield,Metford,Tenambit,Green Hills
2324 Raymond Terrace,Heatherbrae,Karuah,Tea Gardens
2325 Cessnock,Kearsley,Nulkaba,Bellbird,Aberdare
2326 Abermain,Weston,Neath
2327 Kurri Kurri,Pelaw Main,Stanford Merthyr
2328 Denman
2329 Merriwa
2330 Singleton
2333 Muswellbrook
2334 Greta
2335 Branxton
2337 Scone
2340 Tamworth,East Tamworth,West Tamworth,North Tamworth,Hillvue,Calala,Oxley Vale,Westdale
2341 Werris Creek
2343 Quirindi
2346 Manilla
2347 Barraba
2350 Armidale
2354 Walcha
2357 Coonabarabran
2358 Uralla
2360 Inverell
2365 Guyra
2370 Glen Innes
2372 Tenterfield
2380 Gunnedah
2382 Boggabri
2388 Wee Waa
2390 Narrabri
2400 Moree
2402 Warialda
2404 Bingara
2406 Mungindi
2420 Dungog
2422 Gloucester
2428 Forster,Tuncurry,Pacific Palms,Smiths Lake
2429 Wingham
2430 Taree,Cundletown,Old Bar,Tinonee,Manning Point
2431 South West Rocks,Arakoon
2440 Kempsey,Crescent Head,Frederickton,West Kempsey,Smithtown
2443 Laurieton,Lakewood,North Haven,Camden Head
2444 Port Macquarie,Thrumster
2445 Lake Cathie,Bonny Hills
2446 Wauchope
2447 Macksville
2448 Nambucca Heads,Valla Beach
2450 Coffs Harbour,Boambee East,Korora,Sapphire Beach,North Boambee Valley
2452 Sawtell,Toormina,Boambee
2453 Dorrigo
2454 Bellingen
2455 Urunga
2456 Woolgoolga,Arrawarra,Emerald Beach,Mullaway,Safety Beach,Sandy Beach
2460 Grafton,South Grafton,Junction Hill
2463 Maclean
2464 Yamba,Angourie
2470 Casino
2474 Kyogle
2477 Alstonville,Wollongbar
2478 Ballina,East Ballina,Lennox Head,Skennars Head,West Ballina
2479 Bangalow
2480 Lismore,Goonellabah,East Lismore,Nimbin,South Lismore,Girards Hill,Lismore Heights
2481 Byron Bay,Suffolk Park,Ewingsdale
2482 Mullumbimby
2483 Brunswick Heads,Ocean Shores,Billinudgel,New Brighton
2484 Murwillumbah,Uki
2485 Tweed Heads,Tweed Heads West
2486 Tweed Heads South,Banora Point,Bilambil Heights
2487 Kingscliff,Casuarina,Chinderah,Cudgen
2488 Pottsville,Bogangar,Cabarita Beach
2489 Hastings Point
2490 Tumbulgum
2500 Wollongong,Coniston,Gwynneville,Keiraville,Mangerton,Mount Keira,Mount Saint Thomas,North Wollongong,West Wollongong,Spring Hill
2502 Cringila,Lake Heights,Primbee,Warrawong
2505 Port Kembla
2506 Berkeley
2508 Helensburgh,Otford,Stanwell Park,Stanwell Tops,Coalcliff
2515 Thirroul,Austinmer,Coledale,Wombarra,Scarborough,Clifton
2516 Bulli
2517 Woonona,Russell Vale
2518 Corrimal,Bellambi,East Corrimal,Tarrawanna,Towradgi
2519 Fairy Meadow,Balgownie,Mount Ousley,Mount Pleasant
2525 Figtree
2526 Unanderra,Cordeaux Heights,Farmborough Heights,Kembla Heights,Mount Kembla
2527 Albion Park,Albion Park Rail,Calderwood,Tullimbar
2528 Barrack Heights,Barrack Point,Lake Illawarra,Mount Warrigal,Warilla,Windang
2529 Shellharbour,Flinders,Blackbutt,Oak Flats,Shell Cove,Dunmore
2530 Dapto,Horsley,Kanahooka,Koonawarra,Brownsville,Penrose,Cleveland,Avondale,Wongawilli,Haywards Bay,Yallah
2533 Kiama,Jamberoo,Minnamurra,Bombo
2534 Gerringong,Gerroa
2535 Berry,Shoalhaven Heads
2536 Batemans Bay,Batehaven,Malua Bay,Surf Beach,Sunshine Bay,Long Beach,Catalina,Denhams Beach,Rosedale
2537 Moruya,Broulee,Tuross Head
2539 Ulladulla,Milton,Mollymook,Burrill Lake,Dolphin Point,Narrawallee,Lake Conjola,Bawley Point
2540 Huskisson,Vincentia,Sussex Inlet,Callala Bay,Currarong,Culburra Beach,St Georges Basin,Sanctuary Point,Erowal Bay,Hyams Beach,Basin View,Tomerong
2541 Nowra,Bomaderry,North Nowra,South Nowra,West Nowra,Worrigee,Bangalee
2545 Bodalla
2546 Narooma,Dalmeny,Tilba Tilba,Central Tilba
2548 Merimbula,Tura Beach,Mirador,Bournda
2550 Bega,Tathra,Candelo,Cobargo
2551 Eden
2555 Badgerys Creek
2556 Bringelly
2557 Catherine Field,Gregory Hills,Rossmore
2558 Eagle Vale,Eschol Park,Kearns
2559 Blairmount,Claymore
2560 Campbelltown,Airds,Ambarvale,Bradbury,Glen Alpine,Leumeah,Rosemeadow,Ruse,St Helens Park,Woodbine,Englorie Park,Wedderburn,Gilead,Appin
2563 Menangle Park
2564 Macquarie Fields,Long Point
2565 Ingleburn,Bardia,Denham Court,Macquarie Links
2566 Minto,Bow Bowing,Raby,St Andrews,Varroville
2567 Narellan,Currans Hill,Harrington Park,Mount Annan,Smeaton Grange,Narellan Vale
2568 Menangle
2570 Camden,Camden South,Cobbitty,Elderslie,Grasmere,Spring Farm,Oran Park,Kirkham,The Oaks,Theresa Park
2571 Picton,Razorback,Couridjah,Maldon
2572 Lakesland,Thirlmere
2573 Tahmoor
2574 Bargo,Pheasants Nest,Yanderra
2575 Mittagong,Hill Top,Colo Vale,Braemar,Welby,Yerrinbool,Alpine,Aylmerton,Willow Vale
2576 Bowral,Burradoo,East Bowral,Glenquarry
2577 Moss Vale,Burrawang,Robertson,Sutton Forest,Kangaroo Valley,Exeter,Berrima,Medway,New Berrima
2578 Bundanoon
2579 Marulan
2580 Goulburn
2582 Yass,Murrumbateman
2583 Crookwell
2586 Boorowa
2590 Cootamundra
2594 Young
2619 Jerrabomberra
2620 Queanbeyan,Queanbeyan East,Queanbeyan West,Karabar,Crestwood,Googong,Tralee,Royalla,Greenleigh
2621 Bungendore
2622 Braidwood
2624 Perisher Valley
2625 Thredbo
2627 Jindabyne
2628 Berridale
2630 Cooma
2632 Bombala
2640 Albury,East Albury,South Albury,Thurgoona,Glenroy
2641 Lavington,Springdale Heights,Hamilton Valley
2644 Holbrook
2646 Corowa
2648 Wentworth
2650 Wagga Wagga,Ashmont,Bourkelands,Estella,Glenfield Park,Kooringal,Lake Albert,Lloyd,Mount Austin,Tatton,Tolland,Turvey Park,Boorooma,Gobbagombalin
2651 Forest Hill
2653 Tumbarumba
2655 The Rock
2656 Lockhart
2658 Henty
2660 Culcairn
2663 Junee
2666 Temora
2671 West Wyalong
2672 Lake Cargelligo
2675 Hillston
2680 Griffith
2700 Narrandera
2705 Leeton
2710 Deniliquin
2711 Hay
2712 Berrigan
2713 Finley
2714 Tocumwal
2715 Balranald
2720 Tumut
2722 Gundagai
2730 Batlow
2731 Moama
2745 Glenmore Park,Mulgoa,Regentville,Luddenham,Wallacia,Greendale
2747 Kingswood,Cambridge Park,Cambridge Gardens,Claremont Meadows,Werrington,Werrington County,Werrington Downs,Jordan Springs,Llandilo,Shanes Park
2748 Orchard Hills
2749 Castlereagh,Cranebrook
2750 Penrith,Emu Plains,Emu Heights,Jamisontown,Leonay,South Penrith
2752 Silverdale,Warragamba
2753 Richmond,Hobartville,Grose Vale,Yarramundi,Agnes Banks,Londonderry
2754 North Richmond,Kurmond
2756 Windsor,South Windsor,Bligh Park,McGraths Hill,Mulgrave,Pitt Town,Wilberforce,Freemans Reach,Clarendon
2757 Kurrajong
2759 St Clair,Erskine Park
2760 St Marys,Colyton,North St Marys,Oxley Park,Ropes Crossing
2761 Plumpton,Oakhurst,Glendenning,Dean Park,Colebee,Hassall Grove
2762 Schofields
2763 Quakers Hill,Acacia Gardens
2765 Riverstone,Marsden Park,Vineyard,Box Hill,Nelson,Oakville,Maraylya
2766 Rooty Hill,Eastern Creek
2767 Doonside,Woodcroft
2768 Glenwood,Parklea,Stanhope Gardens
2769 The Ponds
2770 Mount Druitt,Bidwill,Blackett,Dharruk,Emerton,Hebersham,Lethbridge Park,Minchinbury,Shalvey,Tregear,Whalan,Willmot
2773 Glenbrook,Lapstone
2774 Blaxland,Warrimoo,Mount Riverview
2776 Faulconbridge
2777 Springwood,Winmalee,Hawkesbury Heights,Valley Heights,Sun Valley,Yellow Rock
2778 Woodford,Linden
2779 Hazelbrook
2780 Katoomba,Leura,Medlow Bath
2782 Wentworth Falls
2783 Lawson
2785 Blackheath,Megalong
2786 Mount Victoria
2787 Oberon
2790 Lithgow,Bowenfels,Hartley
2794 Cowra
2795 Bathurst,Kelso,Eglinton,Llanarth,Windradyne,Raglan,Perthville,West Bathurst,Abercrombie,Mitchell
2799 Blayney
2800 Orange,Bloomfield
2804 Canowindra
2810 Grenfell
2820 Wellington
2821 Narromine
2825 Nyngan
2827 Gilgandra
2829 Coonamble
2830 Dubbo
2832 Walgett
2834 Lightning Ridge
2835 Cobar
2836 Wilcannia
2839 Brewarrina
2840 Bourke
2843 Coolah
2844 Dunedoo
2848 Kandos
2849 Rylstone
2850 Mudgee
2852 Gulgong
2866 Molong
2870 Parkes
2871 Forbes
2877 Condobolin
2878 Ivanhoe
2880 Broken Hill
`,
  VIC: `
3000 Melbourne
3002 East Melbourne
3003 West Melbourne
3006 Southbank
3008 Docklands
3011 Footscray,Seddon
3012 Brooklyn,Kingsville,Maidstone,Tottenham,West Footscray
3013 Yarraville
3015 Newport,South Kingsville,Spotswood
3016 Williamstown
3018 Altona,Seaholme
3019 Braybrook
3020 Sunshine,Albion,Sunshine North,Sunshine West
3021 St Albans,Albanvale,Kealba,Kings Park
3022 Ardeer
3023 Deer Park,Burnside,Cairnlea,Caroline Springs,Ravenhall,Burnside Heights
3024 Wyndham Vale,Manor Lakes
3025 Altona North
3026 Laverton North,Derrimut
3027 Williams Landing
3028 Altona Meadows,Laverton,Seabrook
3029 Hoppers Crossing,Tarneit,Truganina
3030 Werribee,Point Cook
3031 Flemington,Kensington
3032 Ascot Vale,Maribyrnong,Travancore
3033 Keilor East
3034 Avondale Heights
3036 Keilor,Keilor North
3037 Sydenham,Taylors Hill,Hillside,Delahey,Calder Park
3038 Keilor Downs,Keilor Lodge,Taylors Lakes
3039 Moonee Ponds
3040 Essendon,Aberfeldie,Essendon West
3041 Essendon North,Strathmore,Strathmore Heights,Essendon Fields
3042 Airport West,Keilor Park,Niddrie
3043 Gladstone Park,Gowanbrae,Tullamarine
3044 Pascoe Vale,Pascoe Vale South
3046 Glenroy,Hadfield,Oak Park
3047 Broadmeadows,Dallas,Jacana
3048 Coolaroo,Meadow Heights
3049 Attwood,Westmeadows
3051 North Melbourne,Hotham Hill
3052 Parkville
3053 Carlton
3054 Carlton North,Princes Hill
3055 Brunswick West
3056 Brunswick
3057 Brunswick East
3058 Coburg,Coburg North
3059 Greenvale
3060 Fawkner
3061 Campbellfield
3062 Somerton
3064 Craigieburn,Roxburgh Park,Mickleham,Kalkallo,Donnybrook
3065 Fitzroy
3066 Collingwood
3067 Abbotsford
3068 Clifton Hill,Fitzroy North
3070 Northcote
3071 Thornbury
3072 Preston
3073 Reservoir
3074 Thomastown
3075 Lalor
3076 Epping
3078 Alphington,Fairfield
3079 Ivanhoe,Ivanhoe East
3081 Heidelberg Heights,Heidelberg West,Bellfield
3083 Bundoora,Kingsbury
3084 Heidelberg,Eaglemont,Rosanna,Viewbank
3085 Macleod,Yallambie
3087 Watsonia,Watsonia North
3088 Greensborough,Briar Hill,St Helena
3089 Diamond Creek
3090 Plenty
3091 Yarrambat
3093 Lower Plenty
3094 Montmorency
3095 Eltham,Eltham North,Research
3096 Wattle Glen
3099 Hurstbridge
3101 Kew,Cotham
3102 Kew East
3103 Balwyn,Deepdene
3104 Balwyn North
3105 Bulleen
3106 Templestowe
3107 Templestowe Lower
3108 Doncaster
3109 Doncaster East
3111 Donvale
3113 Warrandyte,North Warrandyte
3114 Park Orchards
3115 Wonga Park
3116 Chirnside Park
3121 Richmond,Burnley,Cremorne
3122 Hawthorn
3123 Hawthorn East
3124 Camberwell
3125 Burwood
3126 Canterbury,Camberwell East
3127 Mont Albert,Surrey Hills
3128 Box Hill,Box Hill South
3129 Box Hill North,Mont Albert North
3130 Blackburn,Blackburn North,Blackburn South
3131 Nunawading,Forest Hill
3132 Mitcham
3133 Vermont,Vermont South
3134 Ringwood,Ringwood North,Warranwood,Warrandyte South
3135 Ringwood East,Heathmont
3136 Croydon,Croydon Hills,Croydon North,Croydon South
3137 Kilsyth,Kilsyth South
3138 Mooroolbark
3139 Seville,Woori Yallock,Launching Place
3140 Lilydale
3141 South Yarra
3142 Toorak,Hawksburn
3143 Armadale
3144 Malvern,Kooyong
3145 Malvern East,Caulfield East
3146 Glen Iris
3147 Ashburton,Ashwood
3148 Chadstone
3149 Mount Waverley
3150 Glen Waverley,Wheelers Hill
3151 Burwood East
3152 Wantirna,Wantirna South
3153 Bayswater,Bayswater North
3154 The Basin
3155 Boronia
3156 Ferntree Gully,Lysterfield,Upper Ferntree Gully
3158 Upwey
3160 Belgrave,Tecoma
3161 Caulfield North,Caulfield Junction
3162 Caulfield,Caulfield South
3163 Carnegie,Glen Huntly,Murrumbeena
3165 Bentleigh East
3166 Oakleigh,Hughesdale,Oakleigh East,Huntingdale
3167 Oakleigh South
3168 Clayton,Notting Hill
3169 Clayton South,Clarinda
3170 Mulgrave
3171 Springvale
3172 Dingley Village,Springvale South
3173 Keysborough
3174 Noble Park,Noble Park North
3175 Dandenong,Dandenong North,Dandenong South,Bangholme
3177 Doveton,Eumemmerring
3178 Rowville
3179 Scoresby
3180 Knoxfield
3181 Prahran,Windsor
3182 St Kilda,St Kilda West
3183 Balaclava,St Kilda East
3184 Elwood
3185 Elsternwick,Gardenvale,Ripponlea
3186 Brighton
3187 Brighton East
3188 Hampton,Hampton East
3189 Moorabbin
3190 Highett
3191 Sandringham
3192 Cheltenham
3193 Beaumaris,Black Rock
3194 Mentone
3195 Mordialloc,Aspendale,Aspendale Gardens,Braeside,Parkdale,Waterways
3196 Chelsea,Bonbeach,Chelsea Heights,Edithvale
3197 Carrum,Patterson Lakes
3198 Seaford
3199 Frankston,Frankston South,Karingal
3200 Frankston North
3201 Carrum Downs
3202 Heatherton
3204 Bentleigh,McKinnon,Ormond
3205 South Melbourne
3206 Albert Park,Middle Park
3207 Port Melbourne
3211 Little River
3212 Lara,Avalon,Point Wilson
3214 Corio,Norlane,North Shore
3215 Bell Park,Bell Post Hill,Drumcondra,Hamlyn Heights,North Geelong,Rippleside
3216 Belmont,Grovedale,Highton,Marshall,Waurn Ponds,Wandana Heights,Freshwater Creek
3217 Armstrong Creek,Charlemont,Mount Duneed
3218 Geelong West,Herne Hill,Manifold Heights
3219 Breakwater,East Geelong,Newcomb,St Albans Park,Thomson,Whittington
3220 Geelong,Newtown,South Geelong
3222 Clifton Springs,Drysdale,Curlewis
3223 Portarlington,Indented Head,St Leonards
3224 Leopold
3225 Queenscliff,Point Lonsdale,Swan Bay
3226 Ocean Grove
3227 Barwon Heads,Connewarre
3228 Torquay,Jan Juc,Bellbrae
3230 Anglesea
3231 Aireys Inlet,Fairhaven
3232 Lorne
3233 Apollo Bay
3250 Colac
3260 Camperdown
3280 Warrnambool
3284 Port Fairy
3300 Hamilton
3305 Portland
3335 Rockbank
3336 Aintree,Fraser Rise,Deanside
3337 Melton,Melton West,Kurunjang,Harkness
3338 Melton South,Brookfield,Eynesbury,Exford,Cobblebank,Strathtulloh,Weir Views
3340 Bacchus Marsh,Maddingley,Darley
3350 Ballarat,Ballarat Central,Ballarat East,Ballarat North,Black Hill,Brown Hill,Golden Point,Lake Wendouree,Newington,Redan,Soldiers Hill,Alfredton,Bakery Hill,Canadian,Mount Clear,Mount Helen,Mount Pleasant,Invermay Park,Eureka
3355 Wendouree,Lake Gardens,Mitchell Park
3356 Sebastopol,Delacombe
3357 Buninyong,Scotsburn
3363 Creswick
3377 Ararat
3380 Stawell
3400 Horsham
3427 Diggers Rest
3428 Bulla
3429 Sunbury
3431 Riddells Creek
3434 Romsey
3435 Lancefield
3437 Gisborne
3438 New Gisborne
3442 Woodend
3444 Kyneton
3450 Castlemaine
3460 Daylesford
3465 Maryborough
3496 Red Cliffs
3500 Mildura
3550 Bendigo,East Bendigo,Flora Hill,Ironbark,Kennington,Long Gully,North Bendigo,Quarry Hill,Spring Gully,Strathdale,West Bendigo,White Hills,Strathfieldsaye
3551 Epsom,Maiden Gully,Huntly,Ascot
3555 Kangaroo Flat,Golden Square,Big Hill
3556 Eaglehawk,California Gully
3564 Echuca
3585 Swan Hill
3620 Kyabram
3629 Mooroopna
3630 Shepparton
3631 Kialla,Shepparton East
3644 Cobram
3658 Broadford
3660 Seymour
3672 Benalla
3677 Wangaratta
3690 Wodonga,West Wodonga
3714 Alexandra
3723 Mansfield
3741 Bright
3747 Beechworth
3750 Wollert
3752 South Morang
3754 Mernda,Doreen
3755 Yan Yean
3756 Wallan
3757 Whittlesea
3764 Kilmore
3765 Montrose
3766 Kalorama
3775 Yarra Glen
3777 Healesville
3781 Cockatoo
3782 Emerald,Avonsleigh,Clematis
3786 Ferny Creek
3787 Sassafras
3788 Olinda
3789 Sherbrooke
3793 Monbulk
3795 Silvan
3796 Mount Evelyn
3797 Yarra Junction
3799 Warburton
3802 Endeavour Hills
3803 Hallam
3804 Narre Warren East,Narre Warren North
3805 Narre Warren,Narre Warren South,Fountain Gate
3806 Berwick,Harkaway
3807 Beaconsfield,Guys Hill
3808 Beaconsfield Upper,Dewhurst
3809 Officer
3810 Pakenham,Rythdale
3818 Drouin
3820 Warragul
3825 Moe
3840 Morwell
3844 Traralgon
3850 Sale
3875 Bairnsdale
3909 Lakes Entrance
3910 Langwarrin
3911 Baxter
3912 Pearcedale,Somerville
3913 Tyabb
3915 Hastings
3918 Bittern
3919 Crib Point
3922 Cowes
3925 San Remo
3930 Mount Eliza
3931 Mornington
3933 Moorooduc
3934 Mount Martha
3936 Dromana,Safety Beach,Arthurs Seat
3937 Red Hill
3938 McCrae
3939 Rosebud,Boneo,Cape Schanck,Fingal
3940 Rosebud West
3941 Rye,Tootgarook,St Andrews Beach
3942 Blairgowrie
3943 Sorrento
3944 Portsea
3950 Korumburra
3953 Leongatha
3971 Yarram
3975 Lynbrook,Lyndhurst
3976 Hampton Park
3977 Cranbourne,Cranbourne East,Cranbourne North,Cranbourne South,Cranbourne West,Botanic Ridge,Devon Meadows,Junction Village,Skye,Sandhurst
3978 Clyde,Clyde North,Cardinia
3995 Wonthaggi
3996 Inverloch
`,
  QLD: `
4000 Brisbane City,Petrie Terrace,Spring Hill
4005 New Farm,Teneriffe
4006 Fortitude Valley,Bowen Hills,Herston,Newstead
4007 Ascot,Hamilton
4008 Pinkenba
4009 Eagle Farm
4010 Albion
4011 Clayfield,Hendra
4012 Nundah,Wavell Heights
4013 Northgate
4014 Banyo,Nudgee,Virginia,Nudgee Beach
4017 Sandgate,Brighton,Bracken Ridge,Deagon,Shorncliffe
4018 Fitzgibbon,Taigum
4019 Clontarf,Margate,Woody Point
4020 Redcliffe,Scarborough,Newport
4021 Kippa-Ring
4022 Rothwell
4030 Lutwyche,Windsor,Wooloowin
4031 Gordon Park,Kedron
4032 Chermside,Chermside West
4034 Aspley,Boondall,Carseldine,Geebung,Zillmere
4035 Albany Creek,Bridgeman Downs
4036 Bald Hills
4037 Eatons Hill
4051 Alderley,Enoggera,Gaythorne,Grange,Newmarket,Wilston
4053 Everton Park,Mitchelton,Stafford,Stafford Heights,McDowall,Brookside,Everton Hills
4054 Arana Hills,Keperra
4055 Ferny Grove,Ferny Hills,Upper Kedron,Bunya
4059 Kelvin Grove,Red Hill
4060 Ashgrove
4061 The Gap
4064 Milton,Paddington
4065 Bardon
4066 Auchenflower,Toowong,Mount Coot-tha
4067 St Lucia
4068 Chelmer,Indooroopilly,Taringa
4069 Kenmore,Chapel Hill,Fig Tree Pocket,Pinjarra Hills,Brookfield,Pullenvale,Upper Brookfield
4070 Anstead,Bellbowrie,Moggill
4073 Seventeen Mile Rocks,Sinnamon Park
4074 Jamboree Heights,Jindalee,Middle Park,Mount Ommaney,Riverhills,Westlake,Sumner
4075 Corinda,Graceville,Oxley,Sherwood
4076 Darra,Wacol
4077 Inala,Doolandella,Durack,Richlands
4078 Forest Lake,Ellen Grove
4101 South Brisbane,Highgate Hill,West End
4102 Buranda,Dutton Park,Woolloongabba
4103 Annerley,Fairfield
4104 Yeronga
4105 Moorooka,Tennyson,Yeerongpilly
4106 Rocklea
4107 Salisbury
4108 Archerfield,Coopers Plains
4109 Macgregor,Robertson,Sunnybank,Sunnybank Hills
4110 Acacia Ridge,Heathwood,Larapinta,Pallara,Willawong
4111 Nathan
4112 Kuraby
4113 Eight Mile Plains,Runcorn
4114 Kingston,Logan Central,Woodridge,Trinder Park
4115 Algester,Parkinson
4116 Calamvale,Drewvale,Stretton
4117 Berrinba,Karawatha
4118 Browns Plains,Forestdale,Heritage Park,Hillcrest,Regents Park
4119 Underwood
4120 Greenslopes,Stones Corner
4121 Holland Park,Holland Park West,Tarragindi,Ekibin
4122 Mansfield,Mount Gravatt,Mount Gravatt East,Upper Mount Gravatt,Wishart
4123 Rochedale,Rochedale South
4124 Boronia Heights,Greenbank
4125 Munruben,Park Ridge
4127 Daisy Hill,Priestdale,Springwood,Slacks Creek
4128 Shailer Park,Tanah Merah
4129 Loganholme
4130 Carbrook,Cornubia
4131 Loganlea,Meadowbrook
4132 Crestmead,Marsden
4133 Logan Reserve,Chambers Flat,Waterford,Waterford West
4151 Coorparoo
4152 Camp Hill,Carina,Carina Heights,Carindale
4153 Belmont
4154 Gumdale,Ransome,Wakerley
4155 Chandler
4156 Mackenzie
4157 Capalaba
4158 Thorneside
4159 Birkdale
4160 Wellington Point,Ormiston
4161 Alexandra Hills
4163 Cleveland
4164 Thornlands
4165 Redland Bay,Victoria Point
4169 East Brisbane,Kangaroo Point
4170 Cannon Hill,Morningside,Norman Park,Seven Hills
4171 Balmoral,Bulimba,Hawthorne
4172 Murarrie
4173 Hemmant,Tingalpa
4178 Wynnum,Wynnum West
4179 Lota,Manly,Manly West
4183 Dunwich,Amity Point,Point Lookout
4205 Bethania
4207 Beenleigh,Eagleby,Mount Warren Park,Edens Landing,Holmview,Yatala
4208 Ormeau,Jacobs Well,Gilberton
4209 Coomera,Pimpama,Upper Coomera,Willow Vale
4210 Oxenford,Studio Village,Maudsland,Wongawallan,Guanaba
4211 Nerang,Advancetown,Carrara,Gilston,Highland Park,Pacific Pines,Mount Nathan,Beechmont,Clagiraba,Gaven
4212 Helensvale,Hope Island,Sanctuary Cove
4213 Mudgeeraba,Worongary,Tallai,Bonogin
4214 Arundel,Ashmore,Molendinar,Parkwood
4215 Southport,Labrador,Chirn Park,Keebra Park
4216 Runaway Bay,Biggera Waters,Coombabah,Paradise Point,Hollywell
4217 Surfers Paradise,Main Beach,Bundall,Isle of Capri,Chevron Island
4218 Broadbeach,Mermaid Beach,Mermaid Waters,Nobby Beach,Broadbeach Waters
4220 Burleigh Heads,Burleigh Waters,Miami
4221 Palm Beach,Elanora
4223 Currumbin,Currumbin Valley,Currumbin Waters
4224 Tugun
4225 Coolangatta,Bilinga
4226 Robina,Clear Island Waters,Merrimac
4227 Reedy Creek,Varsity Lakes
4228 Tallebudgera
4270 Tamborine
4272 Tamborine Mountain
4280 Jimboomba
4285 Beaudesert
4300 Springfield,Springfield Lakes,Augustine Heights,Brookwater,Camira,Carole Park,Gailes,Goodna,Bellbird Park
4301 Redbank,Redbank Plains,Collingwood Park
4303 Dinmore,Riverview
4304 Blackstone,Booval,Bundamba,Ebbw Vale,North Booval,Silkstone
4305 Ipswich,Basin Pocket,Brassall,Coalfalls,East Ipswich,Eastern Heights,Flinders View,Leichhardt,Newtown,North Ipswich,One Mile,Raceview,Sadliers Crossing,Tivoli,West Ipswich,Woodend,Wulkuraka,Churchill,Yamanto
4306 Karalee,Barellan Point,Chuwar,Karana Downs,Mount Crosby
4340 Rosewood
4341 Laidley,Plainland
4343 Gatton
4350 Toowoomba,Centenary Heights,Darling Heights,East Toowoomba,Glenvale,Harristown,Kearneys Spring,Middle Ridge,Mount Lofty,Newtown,North Toowoomba,Rangeville,Rockville,South Toowoomba,Wilsonton,Harlaxton,Cranley,Drayton,Top Camp,Westbrook
4352 Highfields
4370 Warwick
4380 Stanthorpe
4390 Goondiwindi
4405 Dalby
4413 Chinchilla
4455 Roma
4500 Strathpine,Bray Park,Brendale,Joyner,Warner,Cashmere
4501 Lawnton
4502 Petrie
4503 Kallangur,Dakabin,Griffin,Kurwongbah,Murrumba Downs,Whiteside
4504 Narangba
4505 Burpengary
4506 Morayfield,Moorina
4507 Bribie Island,Banksia Beach,Bellara,Bongaree,Woorim,Welsby,White Patch
4508 Deception Bay
4509 Mango Hill,North Lakes
4510 Caboolture,Caboolture South,Beachmere,Upper Caboolture,Bellmere
4511 Godwin Beach,Ningi,Sandstone Point
4516 Elimbah
4518 Glass House Mountains
4519 Beerwah,Coochin Creek,Peachester
4520 Samford Valley,Samford Village,Camp Mountain,Closeburn,Highvale
4521 Dayboro
4550 Landsborough
4551 Caloundra,Aroona,Battery Hill,Bells Creek,Currimundi,Dicky Beach,Golden Beach,Kings Beach,Little Mountain,Meridan Plains,Moffat Beach,Pelican Waters,Shelly Beach,Caloundra West,Baringa
4552 Maleny
4553 Palmview,Mooloolah Valley
4555 Palmwoods
4556 Buderim,Sippy Downs,Tanawha,Forest Glen,Kunda Park,Mons
4557 Mooloolaba,Mountain Creek
4558 Maroochydore,Kuluin,Cotton Tree
4559 Woombye
4560 Nambour,Burnside,Bli Bli,Kiels Mountain
4561 Yandina
4562 Eumundi,Doonan,Verrierdale
4563 Cooroy
4564 Marcoola,Mudjimba,Pacific Paradise,Twin Waters
4565 Tewantin,Cooroibah
4566 Noosaville
4567 Noosa Heads,Sunshine Beach,Sunrise Beach,Castaways Beach
4570 Gympie
4573 Coolum Beach,Peregian Beach,Point Arkwright,Marcus Beach,Yaroomba,Mount Coolum,Peregian Springs
4575 Birtinya,Bokarina,Buddina,Minyama,Parrearra,Warana,Wurtulla
4580 Tin Can Bay,Cooloola Cove
4581 Rainbow Beach
4610 Kingaroy
4650 Maryborough
4655 Hervey Bay,Pialba,Scarness,Torquay,Urangan,Point Vernon,Kawungan,Urraween,Eli Waters,Dundowran Beach
4670 Bundaberg,Bundaberg Central,Bundaberg East,Bundaberg North,Bundaberg South,Bundaberg West,Avenell Heights,Kalkie,Millbank,Norville,Svensson Heights,Walkervale,Bargara,Innes Park,Burnett Heads,Kepnock,Thabeban
4680 Gladstone,Gladstone Central,Barney Point,Clinton,Kin Kora,New Auckland,South Gladstone,Sun Valley,Tannum Sands,Boyne Island,Telina,West Gladstone,Toolooa,Calliope
4700 Rockhampton City,Allenstown,Depot Hill,Port Curtis,The Range,Wandal,West Rockhampton
4701 Berserker,Frenchville,Koongal,Lakes Creek,Park Avenue,Kawana,Norman Gardens
4702 Gracemere
4703 Yeppoon,Cooee Bay,Taranganba,Lammermoor
4710 Emu Park,Zilzie
4720 Emerald
4740 Mackay,Andergrove,Beaconsfield,Bucasia,Eimeo,East Mackay,Glenella,Mount Pleasant,North Mackay,Ooralea,Rural View,Slade Point,South Mackay,West Mackay,Walkerston,Blacks Beach,Shoal Point
4800 Proserpine
4802 Airlie Beach,Cannonvale,Jubilee Pocket,Shute Harbour
4805 Bowen
4806 Home Hill
4807 Ayr
4810 Townsville City,Belgian Gardens,Castle Hill,North Ward,Railway Estate,South Townsville,West End
4812 Hermit Park,Currajong,Gulliver,Hyde Park,Mundingburra,Mysterton,Pimlico,Rosslea
4814 Aitkenvale,Cranbrook,Douglas,Annandale,Garbutt,Heatley,Mount Louisa,Murray,Vincent
4815 Condon,Kelso,Rasmussen
4817 Thuringowa Central,Kirwan,Bohle Plains,Rangewood,Alice River
4818 Deeragun,Bushland Beach,Mount Low,Jensen,Beach Holm,Black River
4819 Arcadia,Nelly Bay,Picnic Bay,Horseshoe Bay
4820 Charters Towers
4825 Mount Isa
4850 Ingham
4852 Mission Beach
4860 Innisfail
4865 Gordonvale
4868 Bayview Heights,Mount Sheridan,White Rock,Woree
4869 Edmonton,Bentley Park,Wrights Creek
4870 Cairns City,Cairns North,Bungalow,Earlville,Edge Hill,Manoora,Manunda,Mooroobool,Parramatta Park,Portsmith,Westcourt,Whitfield,Brinsmead,Kanimbla
4873 Mossman
4877 Port Douglas,Craiglie
4878 Caravonica,Holloways Beach,Machans Beach,Smithfield,Yorkeys Knob,Barron
4879 Trinity Beach,Kewarra Beach,Clifton Beach,Palm Cove,Trinity Park,Ellis Beach
4880 Mareeba
4883 Atherton
4895 Cooktown
`,
  WA: `
6000 Perth
6003 Highgate,Northbridge
6004 East Perth
6005 West Perth,Kings Park
6006 North Perth
6007 Leederville,West Leederville
6008 Daglish,Shenton Park,Subiaco
6009 Crawley,Dalkeith,Nedlands
6010 Claremont,Karrakatta,Mount Claremont,Swanbourne
6011 Cottesloe,Peppermint Grove
6012 Mosman Park
6014 Floreat,Jolimont,Wembley
6015 City Beach
6016 Glendalough,Mount Hawthorn
6017 Herdsman,Osborne Park
6018 Churchlands,Doubleview,Gwelup,Innaloo,Karrinyup,Woodlands
6019 Scarborough,Wembley Downs
6020 Carine,Marmion,North Beach,Sorrento,Watermans Bay
6021 Balcatta,Stirling
6022 Hamersley
6023 Duncraig
6024 Greenwood,Warwick
6025 Craigie,Hillarys,Kallaroo,Padbury
6026 Kingsley,Woodvale
6027 Beldon,Connolly,Edgewater,Heathridge,Joondalup,Mullaloo,Ocean Reef
6028 Burns Beach,Currambine,Iluka,Kinross
6029 Trigg
6030 Clarkson,Merriwa,Mindarie,Quinns Rocks,Ridgewood,Tamala Park
6031 Banksia Grove,Carramar,Neerabup
6032 Nowergup
6033 Carabooda
6034 Eglinton
6035 Yanchep
6036 Butler,Jindalee
6037 Two Rocks
6050 Coolbinia,Menora,Mount Lawley
6051 Maylands
6052 Bedford,Inglewood
6053 Bayswater
6054 Ashfield,Bassendean,Eden Hill,Kiara,Lockridge
6055 Caversham,Guildford,Hazelmere,South Guildford,West Swan,Henley Brook,Dayton,Brabham
6056 Bellevue,Midland,Midvale,Stratton,Swan View,Viveash,Woodbridge,Jane Brook,Koongamia,Greenmount,Helena Valley,Boya,Baskerville,Herne Hill,Red Hill,Middle Swan
6057 High Wycombe,Maida Vale
6058 Forrestfield
6059 Dianella
6060 Dog Swamp,Joondanna,Tuart Hill,Yokine
6061 Balga,Mirrabooka,Nollamara,Westminster
6062 Embleton,Morley,Noranda
6063 Beechboro
6064 Alexander Heights,Girrawheen,Koondoola,Marangaroo
6065 Darch,Hocking,Kingsway,Landsdale,Madeley,Pearsall,Wangara,Tapping,Sinagra,Wanneroo,Ashby
6066 Ballajura
6067 Cullacabardee
6068 Whiteman
6069 Aveley,Ellenbrook,The Vines,Upper Swan,Belhus,Brigadoon
6070 Darlington
6071 Glen Forrest,Hovea
6072 Mahogany Creek
6073 Mundaring
6074 Sawyers Valley
6076 Kalamunda,Lesmurdie,Gooseberry Hill,Walliston,Bickley,Carmel,Paulls Valley,Pickering Brook
6081 Parkerville,Stoneville
6082 Mount Helena
6090 Malaga
6100 Burswood,Lathlain,Victoria Park
6101 Carlisle,East Victoria Park
6102 Bentley,St James
6103 Rivervale
6104 Ascot,Belmont,Redcliffe
6105 Cloverdale,Kewdale
6106 Welshpool
6107 Cannington,Queens Park,Wilson,East Cannington,Beckenham,Kenwick,Wattle Grove
6108 Thornlie
6109 Maddington,Orange Grove
6110 Gosnells,Huntingdale,Martin,Southern River
6111 Kelmscott,Camillo,Champion Lakes,Roleystone,Westfield,Karragullen
6112 Armadale,Brookdale,Forrestdale,Harrisdale,Mount Nasura,Mount Richon,Piara Waters,Seville Grove,Wungong,Haynes,Hilbert,Bedfordale
6121 Oakford
6122 Byford,Darling Downs
6123 Mundijong
6147 Langford,Lynwood,Parkwood
6148 Ferndale,Riverton,Rossmoyne,Shelley
6149 Bull Creek,Leeming
6150 Bateman,Murdoch,Winthrop
6151 Kensington,South Perth
6152 Como,Karawara,Manning,Salter Point,Waterford
6153 Applecross,Ardross,Brentwood,Mount Pleasant
6154 Alfred Cove,Booragoon,Myaree
6155 Canning Vale,Willetton
6156 Attadale,Melville,Willagee
6157 Bicton,Palmyra
6158 East Fremantle
6159 North Fremantle
6160 Fremantle
6162 Beaconsfield,South Fremantle,White Gum Valley
6163 Bibra Lake,Coolbellup,Hamilton Hill,Hilton,Kardinya,North Lake,O'Connor,Samson,Spearwood
6164 Atwell,Aubin Grove,Banjup,Beeliar,Cockburn Central,Hammond Park,Jandakot,South Lake,Success,Yangebup
6165 Hope Valley,Naval Base
6166 Coogee,Henderson,Munster,Wattleup
6167 Bertram,Calista,Casuarina,Kwinana Beach,Kwinana Town Centre,Medina,Orelia,Parmelia,Postans,The Spectacles,Wandi,Anketell,Mandogalup
6168 Cooloongup,East Rockingham,Hillman,Peron,Rockingham
6169 Safety Bay,Shoalwater,Waikiki,Warnbro
6170 Leda,Wellard
6171 Baldivis
6172 Port Kennedy
6173 Secret Harbour
6174 Golden Bay
6175 Singleton
6176 Karnup
6180 Lakelands,Parklands
6181 Stake Hill
6208 Pinjarra
6210 Mandurah,Coodanup,Dudley Park,Erskine,Falcon,Greenfields,Halls Head,Madora Bay,Meadow Springs,San Remo,Silver Sands,Wannanup
6211 Dawesville,Bouvard,Clifton
6230 Bunbury,Carey Park,College Grove,Davenport,East Bunbury,Glen Iris,Pelican Point,South Bunbury,Usher,Vittoria,Withers,Gelorup
6232 Eaton,Millbridge
6233 Australind,Leschenault
6280 Busselton,Broadwater,Geographe,West Busselton,Abbey,Vasse,Yalyalup
6281 Dunsborough,Quindalup
6285 Margaret River,Prevelly
6330 Albany,Centennial Park,Lockyer,Mount Clarence,Mount Melville,Spencer Park,Yakamia,McKail,Milpara,Collingwood Park,Bayonet Head
6401 Northam
6430 Kalgoorlie,Boulder,Lamington,Piccadilly,Somerville,South Kalgoorlie,West Kalgoorlie,Hannans
6450 Esperance
6530 Geraldton,Beresford,Bluff Point,Drummond Cove,Mahomets Flats,Mount Tarcoola,Rangeway,Spalding,Strathalbyn,Sunset Beach,Tarcoola Beach,Wandina,Waggrakine,Woorree,Utakarra,Karloo,Wonthella
6701 Carnarvon
6714 Karratha,Baynton,Bulgarra,Millars Well,Nickol,Pegs Creek
6721 Port Hedland,Wedgefield
6722 South Hedland
6725 Broome
6726 Cable Beach
6728 Derby
6743 Kununurra
6751 Tom Price
6753 Newman
6754 Paraburdoo
`,
  SA: `
5000 Adelaide
5006 North Adelaide
5007 Bowden,Brompton,Hindmarsh,Welland,West Hindmarsh
5008 Croydon,Croydon Park,Devon Park,Dudley Park,Renown Park,Ridleyton,West Croydon
5009 Allenby Gardens,Beverley,Kilkenny
5010 Angle Park,Ferryden Park,Regency Park
5011 Woodville,Woodville Park,Woodville South,Woodville West
5012 Athol Park,Mansfield Park,Woodville Gardens,Woodville North
5013 Ottoway,Pennington,Rosewater,Wingfield,Gillman
5014 Albert Park,Alberton,Cheltenham,Hendon,Queenstown,Royal Park
5015 Ethelton,Glanville,New Port,Port Adelaide
5016 Largs Bay,Largs North,Peterhead
5017 Osborne,Taperoo
5018 North Haven,Outer Harbor
5019 Exeter,Semaphore,Semaphore South
5020 West Lakes Shore
5021 West Lakes
5022 Grange,Henley Beach,Henley Beach South,Tennyson
5023 Findon,Seaton
5024 Fulham,Fulham Gardens,West Beach
5025 Flinders Park,Kidman Park
5031 Mile End,Thebarton,Torrensville,Mile End South
5032 Brooklyn Park,Lockleys,Underdale
5033 Cowandilla,Hilton,Marleston,Richmond,West Richmond
5034 Clarence Park,Goodwood,Kings Park,Millswood,Wayville
5035 Ashford,Black Forest,Everard Park,Forestville,Keswick
5037 Glandore,Kurralta Park,Netley,North Plympton
5038 Camden Park,Plympton,Plympton Park,South Plympton
5039 Clarence Gardens,Edwardstown,Melrose Park
5040 Novar Gardens
5041 Colonel Light Gardens,Cumberland Park,Daw Park,Panorama,Westbourne Park
5042 Bedford Park,Clovelly Park,Pasadena,St Marys
5043 Ascot Park,Marion,Mitchell Park,Morphettville,Park Holme
5044 Glengowrie,Somerton Park
5045 Glenelg,Glenelg East,Glenelg North,Glenelg South
5046 Oaklands Park,Warradale
5047 Darlington,Seacombe Heights,Sturt
5048 Brighton,Dover Gardens,Hove,South Brighton
5049 Kingston Park,Marino,Seacliff,Seacliff Park,Seaview Downs
5050 Bellevue Heights,Eden Hills
5051 Blackwood,Coromandel Valley,Craigburn Farm,Hawthorndene
5052 Belair,Glenalta
5061 Hyde Park,Malvern,Unley,Unley Park
5062 Brown Hill Creek,Clapham,Hawthorn,Kingswood,Lower Mitcham,Lynton,Mitcham,Netherby,Springfield,Torrens Park
5063 Eastwood,Frewville,Fullarton,Highgate,Parkside
5064 Glen Osmond,Glenunga,Myrtle Bank,St Georges,Urrbrae,Mount Osmond
5065 Dulwich,Glenside,Linden Park,Tusmore,Toorak Gardens
5066 Beaumont,Burnside,Erindale,Hazelwood Park,Stonyfell,Wattle Park
5067 Beulah Park,Kent Town,Norwood,Rose Park
5068 Heathpool,Kensington,Kensington Gardens,Kensington Park,Leabrook,Marryatville,St Morris,Trinity Gardens
5069 College Park,Evandale,Hackney,Maylands,St Peters,Stepney
5070 Felixstow,Firle,Glynde,Joslin,Marden,Payneham,Payneham South,Royston Park
5072 Magill,Rosslyn Park,Skye,Teringie,Woodforde,Auldana
5073 Hectorville,Rostrevor,Tranmere
5074 Campbelltown,Newton
5075 Dernancourt,Paradise
5076 Athelstone,Castambul
5081 Collinswood,Gilberton,Medindie,Medindie Gardens,Vale Park,Walkerville
5082 Fitzroy,Prospect,Thorngate
5083 Broadview,Nailsworth,Sefton Park
5084 Blair Athol,Kilburn
5085 Clearview,Enfield,Northfield,Northgate
5086 Gilles Plains,Greenacres,Hampstead Gardens,Hillcrest,Manningham,Oakden
5087 Klemzig,Windsor Gardens
5088 Holden Hill
5089 Highbury
5090 Hope Valley
5091 Banksia Park,Tea Tree Gully,Vista
5092 Modbury,Modbury Heights,Modbury North
5093 Para Vista,Valley View
5094 Cavan,Dry Creek,Gepps Cross
5095 Mawson Lakes,Pooraka
5096 Gulfview Heights,Para Hills,Para Hills West
5097 Redwood Park,Ridgehaven,St Agnes
5098 Ingle Farm,Walkley Heights
5106 Parafield,Salisbury South
5107 Green Fields,Parafield Gardens
5108 Paralowie,Salisbury,Salisbury North
5109 Brahma Lodge,Salisbury East,Salisbury Heights,Salisbury Park,Salisbury Plain
5110 Burton,Direk,Globe Derby Park,St Kilda,Waterloo Corner,Bolivar
5111 Edinburgh
5112 Davoren Park,Elizabeth,Elizabeth East,Elizabeth Grove,Elizabeth South,Elizabeth Vale,Hillbank
5113 Elizabeth Downs,Elizabeth North,Elizabeth Park,Elizabeth West
5114 Andrews Farm,Craigmore,Gould Creek,One Tree Hill,Smithfield,Smithfield Plains,Blakeview,Uleybury
5115 Kudla,Munno Para,Munno Para Downs,Munno Para West
5116 Evanston,Evanston Gardens,Evanston Park,Evanston South,Hillier
5118 Gawler,Gawler East,Gawler South,Gawler West,Willaston,Hewett,Reid,Concordia,Bibaringa
5120 Virginia,Buckland Park
5125 Golden Grove,Greenwith
5126 Fairview Park,Surrey Downs,Yatala Vale
5127 Wynn Vale
5152 Crafers,Stirling,Cleland
5153 Heathfield,Mylor,Echunga
5154 Aldgate
5155 Bridgewater
5158 Hallett Cove,O'Halloran Hill,Sheidow Park,Trott Park
5159 Aberfoyle Park,Chandlers Hill,Flagstaff Hill,Happy Valley
5160 Lonsdale
5161 Old Reynella,Reynella,Reynella East
5162 Morphett Vale,Woodcroft
5163 Hackham,Hackham West,Huntfield Heights,Onkaparinga Hills
5164 Christie Downs
5165 Christies Beach
5166 O'Sullivan Beach
5167 Port Noarlunga,Port Noarlunga South
5168 Noarlunga Centre,Noarlunga Downs
5169 Moana,Seaford,Seaford Meadows,Seaford Rise
5170 Maslin Beach
5171 McLaren Vale,Blewitt Springs
5172 Willunga
5173 Aldinga Beach,Port Willunga
5174 Sellicks Beach
5211 Victor Harbor,Encounter Bay,McCracken
5212 Port Elliot
5214 Goolwa
5245 Hahndorf
5250 Littlehampton,Totness
5251 Mount Barker
5252 Nairne
5253 Murray Bridge
5255 Strathalbyn
5271 Naracoorte
5280 Millicent
5290 Mount Gambier
5333 Loxton
5341 Renmark
5343 Berri
5351 Lyndoch,Williamstown
5352 Tanunda
5353 Angaston
5355 Nuriootpa
5371 Roseworthy
5373 Kapunda
5453 Clare
5540 Port Pirie
5554 Kadina
5556 Wallaroo
5558 Moonta,Moonta Bay
5600 Whyalla
5606 Port Lincoln
5608 Whyalla Norrie,Whyalla Stuart,Whyalla Playford
5700 Port Augusta
5723 Coober Pedy
5725 Roxby Downs
`,
  TAS: `
7000 Hobart,Battery Point,Glebe,Mount Stuart,North Hobart,West Hobart,Queens Domain
7004 South Hobart
7005 Sandy Bay,Dynnyrne
7007 Mount Nelson,Tolmans Hill
7008 Lenah Valley,New Town
7009 Derwent Park,Lutana,Moonah,West Moonah
7010 Glenorchy,Goodwood,Montrose,Rosetta,Dowsing Point
7011 Austins Ferry,Berriedale,Chigwell,Claremont
7012 Collinsvale,Glenlusk
7015 Geilston Bay,Lindisfarne,Rose Bay
7016 Risdon Vale
7017 Old Beach,Otago,Grasstree Hill
7018 Bellerive,Howrah,Montagu Bay,Mornington,Rosny,Rosny Park,Tranmere,Warrane
7019 Clarendon Vale,Oakdowns,Rokeby
7020 Sandford
7021 Lauderdale
7022 South Arm
7030 Bridgewater,Brighton,Gagebrook,Pontville
7050 Kingston,Kingston Beach
7052 Blackmans Bay
7053 Bonnet Hill,Taroona
7054 Margate,Snug
7109 Huonville
7112 Cygnet
7140 New Norfolk
7170 Cambridge,Seven Mile Beach
7172 Sorell
7190 Swansea
7212 Evandale
7216 St Helens
7248 Invermay,Mayfield,Newnham,Mowbray,Rocherlea
7249 Kings Meadows,Punchbowl,Sandhill,South Launceston,Youngtown
7250 Launceston,East Launceston,Newstead,Prospect,Ravenswood,Riverside,Summerhill,Trevallyn,West Launceston,Waverley
7253 George Town
7270 Beaconsfield
7300 Perth
7301 Longford
7304 Deloraine
7306 Sheffield
7307 Latrobe,Shearwater,Port Sorell
7310 Devonport,East Devonport,Miandetta,Quoiba,Spreyton,Stony Rise,Don
7315 Ulverstone,West Ulverstone
7316 Penguin
7320 Burnie,Acton,Brooklyn,Cooee,Emu Heights,Hillcrest,Montello,Park Grove,Parklands,Romaine,Shorewell Park,South Burnie,Upper Burnie,Wivenhoe
7322 Somerset
7325 Wynyard
7330 Smithton
7467 Queenstown
7468 Strahan
`,
  ACT: `
2600 Canberra,Barton,Capital Hill,Deakin,Duntroon,Parkes,Russell,Yarralumla
2601 Acton,City
2602 Ainslie,Dickson,Downer,Hackett,Lyneham,O'Connor,Watson
2603 Forrest,Griffith,Manuka,Red Hill
2604 Kingston,Causeway,Narrabundah
2605 Curtin,Garran,Hughes
2606 Chifley,Lyons,O'Malley,Phillip,Swinger Hill,Woden
2607 Farrer,Isaacs,Mawson,Pearce,Torrens
2609 Fyshwick,Pialligo,Symonston,Majura,Canberra Airport
2611 Chapman,Duffy,Fisher,Holder,Rivett,Stirling,Waramanga,Weston,Coombs,Wright,Denman Prospect
2612 Braddon,Campbell,Reid,Turner
2614 Aranda,Cook,Hawker,Macquarie,Page,Scullin,Weetangera
2615 Charnwood,Dunlop,Flynn,Fraser,Higgins,Holt,Kippax,Latham,Macgregor,Melba,Spence,Macnamara,Strathnairn
2617 Belconnen,Bruce,Evatt,Giralang,Kaleen,Lawson,McKellar
2618 Hall
2900 Greenway,Tuggeranong
2902 Kambah
2903 Oxley,Wanniassa
2904 Fadden,Gowrie,Macarthur,Monash
2905 Bonython,Calwell,Chisholm,Gilmore,Isabella Plains,Richardson,Theodore
2906 Banks,Conder,Gordon
2911 Crace,Mitchell
2912 Gungahlin
2913 Casey,Franklin,Ngunnawal,Nicholls,Palmerston,Taylor,Kinlyside
2914 Amaroo,Bonner,Forde,Harrison,Moncrieff,Jacka,Throsby
`,
  NT: `
0800 Darwin City
0810 Alawa,Brinkin,Casuarina,Coconut Grove,Jingili,Lee Point,Lyons,Millner,Moil,Muirhead,Nakara,Nightcliff,Rapid Creek,Tiwi,Wagaman,Wanguri
0812 Anula,Karama,Leanyer,Malak,Marrara,Sanderson,Wulagi,Holmes,Buffalo Creek
0820 Bayview,Charles Darwin,Coonawarra,Fannie Bay,Larrakeyah,Ludmilla,Parap,Stuart Park,The Gardens,The Narrows,Winnellie,Woolner,Eaton
0828 Berrimah
0830 Archer,Driver,Durack,Farrar,Gray,Marlow Lagoon,Moulden,Palmerston City,Woodroffe,Yarrawonga
0832 Bakewell,Bellamack,Gunn,Johnston,Mitchell,Rosebery,Zuccoli
0835 Howard Springs,Virginia
0836 Humpty Doo,Herbert
0839 Coolalinga
0845 Batchelor
0850 Katherine,Katherine East,Katherine South
0860 Tennant Creek
0870 Alice Springs,Araluen,Braitling,Ciccone,Desert Springs,East Side,Gillen,Larapinta,Mount Johns,Sadadeen,The Gap
0872 Yulara
0880 Nhulunbuy
0886 Jabiru
`,
};

/** Every locality of the list, in state order, then by postcode. */
export function parseLocalities(): Locality[] {
  const localities: Locality[] = [];
  for (const [state, packed] of Object.entries(PACKED) as [StateCode, string][]) {
    for (const line of packed.split('\n')) {
      if (line === '') continue;
      const postcode = line.slice(0, 4);
      for (const name of line.slice(5).split(',')) localities.push({ name, state, postcode });
    }
  }
  return localities;
}
