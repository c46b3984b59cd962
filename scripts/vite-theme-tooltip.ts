// Vite plugin (build only): keeps Radix's tooltip code out of the first load (issue 10, first loads). Radix Themes'
// root `Theme` wraps everything in Radix's Tooltip.Provider, and a bundler places a module whole in one chunk: the
// entry carried the whole tooltip module with the Popper and floating-ui code the tooltips need (17 KiB gzip on
// /login, which shows no tooltip). Here the `radix-ui` that Themes' theme.js imports is src/app/theme-radix.ts,
// whose Tooltip.Provider renders its children only; the pages that show tooltips get the real provider with their
// code (src/app/TooltipProvider.tsx, given by routes.tsx).
// Dev pre-bundles Radix without this plugin, so there Theme keeps its own provider: a page that starts showing a
// tooltip without the provider in routes.tsx works in dev and fails in the build ("`Tooltip` must be used within
// `TooltipProvider`"); the e2e tests run the build.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const THEME_MODULE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/;
const SHIM = fileURLToPath(new URL('../src/app/theme-radix.ts', import.meta.url));

export function themeWithoutTooltips(): Plugin {
  return {
    name: 'theme-without-tooltips',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer && THEME_MODULE.test(importer)) return SHIM;
      return null;
    },
  };
}
