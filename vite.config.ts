import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/vite-precompiled-validators';
import { radixIconsPerModule } from './scripts/vite-radix-icons';
import { themeWithoutTooltips } from './scripts/vite-theme-tooltip';
import { CHUNK_GROUPS } from './scripts/vite-chunk-groups';
import { routePreload } from './scripts/vite-route-preload';
import { fileURLToPath } from 'node:url';

// The API server listens on PORT (default 8080); `npm run dev` runs it beside Vite and proxies /api to it.
const apiPort = process.env.API_PORT ?? process.env.PORT ?? '8080';

/** Lazily imported pieces whose dependencies are not preloaded (see build.modulePreload). */
const RARE_CHUNKS = /(?:^|\/)(?:ImportantDialog|DraftRestoredCallout|IdleWarning|FindOrder)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [react(), precompiledValidators(), radixIconsPerModule(), themeWithoutTooltips(), routePreload()],
  resolve: {
    // rjsf's markdown renderer is replaced by plain text in the built app (widgets/templates/PlainMarkdown.tsx says
    // why), its URI library by the browser's URL (widgets/uriResolver.ts).
    alias: {
      'markdown-to-jsx/react': fileURLToPath(new URL('./widgets/templates/PlainMarkdown.tsx', import.meta.url)),
      'fast-uri': fileURLToPath(new URL('./widgets/uriResolver.ts', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // scripts/check-bundle.mjs reads it to know which chunks each page loads first (docs/performance.md "First loads").
    manifest: true,
    // What every page loads first in one chunk, not fifteen (scripts/vite-chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    modulePreload: {
      // Pieces shown only now and then (a refused step's dialog, the restore banner, the idle warning, a tab without
      // an order) are imported lazily to keep them out of a page's first load; listing their dependencies for
      // preloading would put most of that weight back (the list ships in the importing chunk), and what they need
      // is on the page already.
      resolveDependencies: (filename, deps) => (RARE_CHUNKS.test(filename) ? [] : deps),
    },
  },
  worker: { format: 'es' },
});
