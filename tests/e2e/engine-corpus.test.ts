// The engine's corpus of JSON Schemas (tests/engine/corpus, issue 33) in Chromium: each schema drawn through EngineForm
// with the theme, its validator precompiled by the build (formats inlined, recursive $ref, draft 2020-12), axe-core
// finding nothing at desktop width and at 390 px, with valid data (which submits) and with invalid data (which shows
// its errors and does not). The page is built here from tests/e2e/engine-corpus/ with the app's Vite settings.
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { Browser, Page } from 'playwright-core';
import { precompiledValidators } from '../../scripts/vite-precompiled-validators';
import { freePort } from '../free-port';
import { CORPUS } from '../engine/corpus';
import { expectAccessible, launchBrowser, screenshot } from './harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
const outDir = mkdtempSync(path.join(os.tmpdir(), 'engine-corpus-'));
let server: Server;
let url: string;
let browser: Browser;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

beforeAll(async () => {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.join(root, 'tests/e2e/engine-corpus'),
    plugins: [react(), precompiledValidators(path.join(root, 'tests/engine/corpus'))],
    resolve: {
      alias: {
        'markdown-to-jsx/react': path.join(root, 'widgets/templates/PlainMarkdown.tsx'),
        'fast-uri': path.join(root, 'widgets/uriResolver.ts'),
      },
    },
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 5_000 },
  });
  const port = await freePort();
  server = createServer((request, response) => {
    const file = path.join(outDir, new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/$/, '/index.html'));
    if (!file.startsWith(outDir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${port}/`;
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  rmSync(outDir, { recursive: true, force: true });
});

const BROKEN = /Unsupported field schema|Developer error|No widget|can't resolve reference|Loading .*…/i;

/** The corpus page with one entry, once its form, validator and deferred widgets are drawn. */
async function open(name: string, data: 'valid' | 'invalid'): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${url}?form=${name}&data=${data}`);
  await page.waitForSelector('form#corpus');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"]'));
  return { page, errors };
}

describe('the engine corpus in Chromium', () => {
  it.each(Object.keys(CORPUS))('%s: accessible and submits its valid data, refuses its invalid data', async (name) => {
    const valid = await open(name, 'valid');
    expect(await valid.page.locator('main').innerText()).not.toMatch(BROKEN);
    await expectAccessible(valid.page, `${name} (valid data)`);
    await screenshot(valid.page, `engine-corpus-${name}`);
    await valid.page.getByRole('button', { name: 'Submit' }).click();
    await valid.page.waitForFunction(() => window.submitted !== undefined, undefined, { timeout: 5_000 });
    expect(valid.errors).toEqual([]);
    await valid.page.close();

    const invalid = await open(name, 'invalid');
    await invalid.page.getByRole('button', { name: 'Submit' }).click();
    await invalid.page.waitForTimeout(200);
    expect(await invalid.page.evaluate(() => window.submitted)).toBeUndefined();
    await expectAccessible(invalid.page, `${name} (invalid data, errors shown)`);
    expect(invalid.errors).toEqual([]);
    await invalid.page.close();
  });
});
