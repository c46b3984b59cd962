// Chunk groups (build only): fewer chunks on every first load. Rolldown's automatic splitting gives every set of
// modules shared by a different set of lazy routes its own chunk, so the modules the entry imports statically were
// 14 files beside the entry (most under 2 KiB), all loaded by every page before it could draw. Each file costs a
// request, and on a phone's connection (Lighthouse's mobile preset: 150 ms round trips, HTTP/1.1's six connections)
// the chain of requests as much as the bytes sets when the page can draw. One group, 'initial', holds everything the
// entry imports statically (Rolldown's `$initial` tag): those modules load together on every page anyway, so no page
// loads a byte more, and gzip does better on one file than on fifteen (/login 129.9 -> 125.4 KiB, 15 -> 3 files).
//
// Tried and left: a second group of everything the signed-in layout imports statically, from the module graph. A
// module's static imports include barrels (`@radix-ui/themes` imports every component), so the group took modules
// no page had loaded: the application step grew by 28 KiB.
export const CHUNK_GROUPS = [{ name: 'initial', tags: ['$initial' as const] }];
