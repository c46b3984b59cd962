// Google Places Autocomplete for the address box, used only when VITE_GOOGLE_MAPS_API_KEY is set at build time
// (order-and-application §7: "A maps autocomplete service, restricted to addresses, fills the address components").
// Without a key, or when the script cannot load or the key is refused, the box searches the built-in locality list.
//
// Deployment note: the portal's Content-Security-Policy must allow https://maps.googleapis.com and
// https://maps.gstatic.com (script, connect, img, style) for the script to load; otherwise the box falls back too.

import type { PickedAddress } from '../../src/engine';

/** The parts of the Maps JavaScript API this module uses (no @types/google.maps in the project). */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface PlaceResult {
  address_components?: AddressComponent[];
  formatted_address?: string;
  /** What the user typed, when they pressed Enter without choosing a suggestion. */
  name?: string;
}

export interface AutocompleteOptions {
  types: string[];
  componentRestrictions: { country: string | string[] };
  fields: string[];
}

export interface Autocomplete {
  addListener(event: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
}

export interface PlacesLibrary {
  Autocomplete: new (input: HTMLInputElement, options: AutocompleteOptions) => Autocomplete;
}

interface GoogleNamespace {
  maps?: {
    places?: PlacesLibrary;
    event?: {
      clearInstanceListeners?(instance: unknown): void;
      trigger?(instance: unknown, event: string, ...args: unknown[]): void;
    };
  };
}

type MapsWindow = Window & {
  google?: GoogleNamespace;
  gm_authFailure?: () => void;
  [callback: string]: unknown;
};

const mapsWindow = () => window as unknown as MapsWindow;

/** Addresses only, in Australia (the spec's "restricted to addresses"), and only the fields the mapping reads. */
export const AUTOCOMPLETE_OPTIONS: AutocompleteOptions = {
  types: ['address'],
  componentRestrictions: { country: 'au' },
  fields: ['address_components', 'formatted_address'],
};

/** The configured key, read when asked (so tests can stub the environment). */
export function googleMapsKey(): string | undefined {
  const key: unknown = import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
  return typeof key === 'string' && key.trim() !== '' ? key.trim() : undefined;
}

/**
 * A Places result in the address fields (§9): "street from route [with the street number], suburb from locality,
 * state as the short name of administrative_area_level_1, postcode, country". A unit number comes before the street
 * number as Australians write it ('3/12 Smith Street'). Null when the result has no components (Enter on free text).
 */
export function placeToAddress(place: PlaceResult): PickedAddress | null {
  const components = place.address_components;
  if (!components || components.length === 0) return null;
  const find = (type: string) => components.find((c) => c.types.includes(type));
  const unit = find('subpremise')?.long_name ?? '';
  const number = find('street_number')?.long_name ?? '';
  const route = find('route')?.long_name ?? '';
  const streetNumber = unit && number ? `${unit}/${number}` : number || unit;
  const state = find('administrative_area_level_1');
  const country = find('country');
  return {
    street: [streetNumber, route].filter((p) => p !== '').join(' '),
    // Some rural addresses have no locality; the nearest named place stands in.
    suburb: (find('locality') ?? find('sublocality_level_1') ?? find('sublocality') ?? find('postal_town'))?.long_name ?? '',
    state: state?.short_name ?? '',
    stateName: state?.long_name ?? '',
    postcode: find('postal_code')?.long_name ?? '',
    country: country?.long_name ?? '',
    countryCode: country?.short_name ?? '',
  };
}

const CALLBACK = '__portalGoogleMapsReady';
/** Long enough for a slow phone connection, short enough that the box does not stay useless. */
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<PlacesLibrary> | null = null;
const authFailureListeners = new Set<() => void>();
let authFailed = false;

/** Google calls window.gm_authFailure when it refuses the key, after the script loaded. */
export function onGoogleAuthFailure(listener: () => void): () => void {
  if (authFailed) listener();
  authFailureListeners.add(listener);
  return () => authFailureListeners.delete(listener);
}

/**
 * Loads the Maps JavaScript API with the Places library once per page; resolves at once when it is already there.
 * Rejects when the script fails to load (network, Content-Security-Policy) or does not answer in time.
 */
export function loadGooglePlaces(key: string): Promise<PlacesLibrary> {
  if (authFailed) return Promise.reject(new Error('Google Maps refused the API key.'));
  const ready = mapsWindow().google?.maps?.places;
  if (ready?.Autocomplete) return Promise.resolve(ready);
  loading ??= new Promise<PlacesLibrary>((resolve, reject) => {
    const win = mapsWindow();
    const script = document.createElement('script');
    const fail = (error: Error) => {
      clearTimeout(timer);
      loading = null;
      script.remove();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('Google Maps did not load in time.')), LOAD_TIMEOUT_MS);
    win[CALLBACK] = () => {
      clearTimeout(timer);
      const places = mapsWindow().google?.maps?.places;
      if (places?.Autocomplete) resolve(places);
      else fail(new Error('Google Maps loaded without the Places library.'));
    };
    win.gm_authFailure = () => {
      authFailed = true;
      for (const listener of [...authFailureListeners]) listener();
    };
    script.onerror = () => fail(new Error('The Google Maps script did not load.'));
    const params = new URLSearchParams({
      key,
      libraries: 'places',
      loading: 'async',
      callback: CALLBACK,
      region: 'AU',
      language: 'en-AU',
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
    script.async = true;
    document.head.append(script);
  });
  return loading;
}

/** Removes Google's listeners from an Autocomplete the widget no longer uses. */
export function releaseAutocomplete(instance: Autocomplete): void {
  mapsWindow().google?.maps?.event?.clearInstanceListeners?.(instance);
}

/** Opens Google's suggestions for what is typed, as the search button's answer (Google has no search call for this). */
export function showGoogleSuggestions(input: HTMLInputElement): void {
  const trigger = mapsWindow().google?.maps?.event?.trigger;
  input.focus();
  trigger?.(input, 'focus', {});
  trigger?.(input, 'keydown', { keyCode: 40, key: 'ArrowDown' });
}
