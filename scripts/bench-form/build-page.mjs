// Builds the bench page (scripts/bench-form/index.html) with the app's own Vite configuration (its plugins:
// precompiled validators, Radix CSS) into a temporary folder, never into dist/: for bench-form.mjs and profile.mjs.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from 'vite';

const repo = path.resolve(import.meta.dirname, '../..');

export async function buildBenchPage(outDir, { minify = true } = {}) {
  await build({
    configFile: path.join(repo, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: false, minify, rollupOptions: { input: path.join(repo, 'scripts/bench-form/index.html') } },
    // Plain rjsf's ajv (a peer, Peers.tsx) needs the real URI library, which the app replaces (vite.config.ts): an
    // inline entry is put before the configuration file's.
    resolve: { alias: { 'fast-uri': createRequire(import.meta.url).resolve('fast-uri') } },
  });
}
