// Precompresses the built web app (run after `vite build`, see package.json "build"): every text file in dist/
// over 1 KB gets a .br (brotli, maximum quality) and a .gz (gzip -9) sibling, which the server sends to browsers
// that accept them (server/web.ts, @fastify/static preCompressed) without compressing per request.
// A variant that would not be smaller is not written. Files whose variants are already newer are skipped, so running
// it again (npm start does, on every start) costs next to nothing.
//
//   node scripts/precompress.mjs [folder]     (default: dist/ beside this script)
import { readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const variants = [
  {
    extension: '.br',
    compress: (bytes) =>
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  },
  { extension: '.gz', compress: (bytes) => gz(bytes, { level: constants.Z_BEST_COMPRESSION }) },
];

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

const mtimeOf = (file) => stat(file).then((s) => s.mtimeMs, () => -1);

/** Writes the variants of one file that are missing or older than it; answers how many were written and skipped. */
async function precompressFile(file) {
  const info = await stat(file);
  let bytes = null;
  let written = 0;
  let skipped = 0;
  for (const variant of variants) {
    const target = file + variant.extension;
    const variantTime = await mtimeOf(target);
    if (info.size <= MIN_BYTES) {
      // Too small to be worth it; a variant left from an older, bigger version of the file must not be served.
      if (variantTime >= 0 && variantTime < info.mtimeMs) await unlink(target);
      continue;
    }
    if (variantTime >= info.mtimeMs) {
      skipped++;
      continue;
    }
    bytes ??= await readFile(file);
    const compressed = await variant.compress(bytes);
    if (compressed.length < bytes.length) {
      await writeFile(target, compressed);
      written++;
    } else {
      // Not worth it: and no stale variant of an older build may stay behind.
      await unlink(target).catch(() => undefined);
    }
  }
  return { written, skipped };
}

export async function precompress(root) {
  const files = [];
  for await (const file of filesUnder(root)) if (EXTENSIONS.has(path.extname(file).toLowerCase())) files.push(file);
  // zlib's async calls run on libuv's thread pool: a few files at a time keep every core busy.
  let written = 0;
  let skipped = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const result = await precompressFile(file);
      written += result.written;
      skipped += result.skipped;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, written, skipped };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const started = Date.now();
  const { files, written, skipped } = await precompress(root);
  console.log(
    `precompress: ${written} variant(s) written (brotli 11, gzip 9), ${skipped} up to date, of ${files} text file(s) in ${path.relative(process.cwd(), root) || '.'} (${Date.now() - started} ms)`,
  );
}
