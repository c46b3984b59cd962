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
//
// A second group, 'application-shell', holds the application's own shell: the modules of src/features/application
// every step shares (context, state, drafts, messages, the step bar and navigation, the dialogs, early reads...), which
// Rolldown had cut into a dozen files of under 3 KiB. Left out: the steps and the identity step's modules (each step
// loads only its own), ApplicationPage (the route's own chunk, which the route preloads name), and the modules that
// import the engine's form (DynamicStep, TabFormView, useTabForm, formValues), which would pull EngineForm into the
// identity step and the confirmation, which draw no form. Measured on 2026-11-28 (this 2-core host): the Address step
// 250.8 -> 246.5 KiB gzip, IdentityDocuments 208.5 -> 203.6, Confirmation 172.0 -> 169.1, /login unchanged (127.1).
const APPLICATION_SHELL = /src\/features\/application\/(?!steps\/|identity\/|ApplicationPage|DynamicStep|TabFormView|useTabForm|formValues)[^/]+$/;

// A third, 'engine-leaves': the engine's messages and value patterns, two modules that import nothing and that every
// page drawing an engine form loads, which Rolldown had cut into two files (1.6 and 0.6 KiB) shared by different sets
// of pages. One file: a request fewer on the first load of every step and of 14 other pages, 0.1 KiB less each; only
// forgot-password, which needs the patterns alone, loads the messages with them (+1.5 KiB). Measured 2026-11-28 (this
// 2-core host), each page's static imports from Vite's manifest. Tried and left the same day: Radix's size hook in it
// too (the shell imports it, so the signed-in layout loaded the group: +2.5 KiB and a file more on every signed-in
// page), and the Radix icon modules (Rolldown put every icon the barrel names in the group: 15.8 KiB).
const ENGINE_LEAVES = /src\/engine\/(?:messages|patterns)\.ts$/;

export const CHUNK_GROUPS = [
  { name: 'initial', tags: ['$initial' as const] },
  { name: 'engine-leaves', test: ENGINE_LEAVES },
  { name: 'application-shell', test: APPLICATION_SHELL },
];
