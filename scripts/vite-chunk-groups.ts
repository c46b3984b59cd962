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
// The shell's group also takes five small modules that nearly every page loading the shell loads anyway, each of which
// Rolldown had cut into a file of its own (0.5-0.8 KiB) because a different set of pages shares it: Radix Themes' own
// icons (the layout draws them, so every signed-in page loaded them already), Radix's size hook (the engine's
// checkbox), the layout's person icon, the application's lock and the engine form's bin. Every page that loads one of
// them loads the shell (the layout, or the engine importing from the shell), so none loads a file more; a signed-in
// page without an engine form loads 0.2 KiB more. Measured 2026-11-28 with the step-form group below (this 2-core
// host, each page's static imports from Vite's manifest): the Personal Details step 19 -> 11 files, 243.4 -> 240.9
// KiB; home 29 -> 26 files, 203.8 -> 203.4.
const SHELL_SMALL_SHARED = /@radix-ui\/themes\/dist\/esm\/components\/icons\.js$|@radix-ui\/react-use-size\/|\0radix-icon:(?:PersonIcon|LockClosedIcon|TrashIcon)$/;

// A third, 'engine-leaves': the engine's messages and value patterns, two modules that import nothing and that every
// page drawing an engine form loads, which Rolldown had cut into two files (1.6 and 0.6 KiB) shared by different sets
// of pages. One file: a request fewer on the first load of every step and of 14 other pages, 0.1 KiB less each; only
// forgot-password, which needs the patterns alone, loads the messages with them (+1.5 KiB). Measured 2026-11-28 (this
// 2-core host), each page's static imports from Vite's manifest. Tried and left the same day: Radix's size hook in it
// too (the shell imports it, so the signed-in layout loaded the group: +2.5 KiB and a file more on every signed-in
// page), and the Radix icon modules (Rolldown put every icon the barrel names in the group: 15.8 KiB).
const ENGINE_LEAVES = /src\/engine\/(?:messages|patterns)\.ts$/;

// A fourth, 'step-form': the modules a step with an engine form draws it with (DynamicStep, TabFormView, useTabForm,
// and the two app modules they use, TabFields and useRefusedFields), which were four files of 0.3-2.1 KiB. Only these
// five modules: `includeDependenciesRecursively: false` leaves what they import (EngineForm, the engine, the shell)
// in their own chunks. With their dependencies, as groups take them by default, the group took the whole engine and
// its form, and every page importing any of the five loaded it all (tried 2026-11-28: the identity step +58 KiB,
// home +72). Nothing these five import imports them back, so no two chunks import each other. The form designer (its
// preview draws TabFields) and the edit-application page (useRefusedFields) load the other modules with them:
// +1.8 and +1.7 KiB; every step drawing a form loads three files fewer.
const STEP_FORM = /src\/(?:features\/application\/(?:DynamicStep|TabFormView|useTabForm)|app\/(?:TabFields|useRefusedFields))\.tsx?$/;

export const CHUNK_GROUPS = [
  { name: 'initial', tags: ['$initial' as const] },
  { name: 'engine-leaves', test: ENGINE_LEAVES },
  { name: 'application-shell', test: (id: string) => APPLICATION_SHELL.test(id) || SHELL_SMALL_SHARED.test(id) },
  { name: 'step-form', test: STEP_FORM, includeDependenciesRecursively: false },
];
