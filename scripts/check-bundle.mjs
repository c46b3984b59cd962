// The first-load budgets (docs/performance.md "First loads"): what a browser downloads to show a page, gzip JS+CSS, measured on the
// real built chunks. A page's first load is the entry (index.html) with every chunk it imports statically and their
// stylesheets, plus, for a page behind lazy routes, those routes' chunks and their static imports, all read from
// Vite's manifest (build.manifest). Code a page loads later on demand (a dialog, the address list) is not counted.
// Prints each page beside its budget and exits 1 when one is over its ceiling. `npm test` runs it after building.
//
// Two figures per page: the budget (issue 10: /login 140, an application step 250) and the ceiling the check enforces
// today. Until a budget is met, the ceiling is the size last measured, so nothing can grow while the work to reach the
// budget goes on (a ratchet: lower it with every cut; it meets the budget when the budget is met).
//
//   node scripts/check-bundle.mjs [folder] [--files] [--all]
// (default: dist/ beside this script; --files lists the chunks; --all also prints every lazy page's first load, files
// and KiB, with no budget: what a change of chunking moves onto other pages, docs/performance.md "First loads")
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/**
 * Budgets and enforced ceilings in KiB of gzip; `routes` are the manifest keys (source paths) of the lazy routes the
 * page renders. A page with `variants` is measured once per variant (its own lazy parts added to `routes`) and
 * counts as its heaviest: every application step is its own chunk (ApplicationPage.tsx), and each must fit.
 */
const STEPS = 'src/features/application/steps';
const LAYOUT = 'src/app/layout/AdminLayout.tsx';
const APPLICATION = 'src/features/application/ApplicationPage.tsx';
const PAGES = [
  { page: '/login', budgetKiB: 140, ceilingKiB: 140, routes: [] },
  {
    page: 'application step',
    budgetKiB: 250,
    ceilingKiB: 250,
    routes: [LAYOUT, APPLICATION],
    variants: ['Terms', 'Personal', 'Address', 'Additional', 'References', 'IdentityDocuments', 'Consent', 'Confirmation', 'Generic'].map(
      (name) => ({ name, routes: [`${STEPS}/${name}Step.tsx`] }),
    ),
  },
];
const ENTRY = 'index.html';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const listAll = args.includes('--all');
const root = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(import.meta.dirname, '..', 'dist'));

let manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(root, '.vite', 'manifest.json'), 'utf8'));
} catch (error) {
  console.error(`check-bundle: no Vite manifest in ${root} (build first: npm run build): ${error.message}`);
  process.exit(1);
}

/** The files (JS and CSS) loaded with these manifest entries: each one's file and stylesheets, following static imports. */
function firstLoadFiles(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    // A renamed route must fail the check, not shrink the page to the entry.
    if (!chunk) throw new Error(`check-bundle: "${key}" is not in the Vite manifest: update PAGES in scripts/check-bundle.mjs`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

// gzip -9: the .gz variants scripts/precompress.mjs writes are what the server sends.
const gzipBytes = (file) => gzipSync(readFileSync(path.join(root, file)), { level: constants.Z_BEST_COMPRESSION }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

let over = false;
console.log(`First loads, gzip JS+CSS (${path.relative(process.cwd(), root) || '.'}):`);
console.log(`  ${'page'.padEnd(20)} ${'measured'.padStart(10)} ${'budget'.padStart(10)} ${'ceiling'.padStart(10)}`);
/** One first load: its files with their gzip sizes, and the total. */
function measure(routes) {
  const sizes = firstLoadFiles([ENTRY, ...routes]).map((file) => ({ file, bytes: gzipBytes(file) }));
  return { sizes, total: sizes.reduce((sum, { bytes }) => sum + bytes, 0) };
}

for (const { page, budgetKiB, ceilingKiB, routes, variants } of PAGES) {
  const measured = (variants ?? [{ name: undefined, routes: [] }]).map((variant) => ({
    name: variant.name,
    ...measure([...routes, ...variant.routes]),
  }));
  const heaviest = measured.reduce((a, b) => (b.total > a.total ? b : a));
  const { total, sizes } = heaviest;
  const ok = total <= ceilingKiB * 1024;
  over ||= !ok;
  const verdict = !ok ? 'OVER THE CEILING' : total <= budgetKiB * 1024 ? 'within budget' : 'under the ceiling, budget not met';
  const label = heaviest.name ? `${page} (heaviest: ${heaviest.name})` : page;
  console.log(
    `  ${page.padEnd(20)} ${`${kib(total)} KiB`.padStart(10)} ${`${budgetKiB} KiB`.padStart(10)} ${`${ceilingKiB} KiB`.padStart(10)}  ${verdict}${heaviest.name ? ` (heaviest: ${heaviest.name})` : ''}`,
  );
  if (variants) {
    for (const { name, total: variantTotal } of measured) console.log(`      ${kib(variantTotal).padStart(7)} ${name}`);
  }
  if (listFiles) {
    console.log(`    files of ${label}:`);
    for (const { file, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) console.log(`      ${kib(bytes).padStart(7)} ${file}`);
  }
}
/** --all: every lazily loaded module of src/features, as a page: the signed-in ones in their layout, a step in its page. */
const PUBLIC_PAGES = /^src\/features\/(?:auth|references)\//;
if (listAll) {
  console.log(`  every page (${'files'.padStart(5)} ${'KiB'.padStart(7)}):`);
  const pages = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/features/'));
  for (const key of pages.sort()) {
    const routes = [...(PUBLIC_PAGES.test(key) ? [] : [LAYOUT]), ...(key.startsWith(`${STEPS}/`) ? [APPLICATION] : []), key];
    const { sizes, total } = measure(routes);
    console.log(`    ${key.padEnd(60)} ${String(sizes.length).padStart(5)} ${kib(total).padStart(7)}`);
  }
}
if (over) console.error('check-bundle: a first load grew over its ceiling (docs/performance.md "First loads"; --files lists the chunks).');

/**
 * The signed-in pages' route preloads (scripts/vite-route-preload.ts) are in index.html and name files of this build:
 * without them a first visit of home or a step fetches its page's code a whole download late, and nothing else fails.
 */
function routePreloadProblem() {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const script = /<script>\s*(\/\/ Generated by scripts\/vite-route-preload\.ts[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!script) return 'index.html holds no route-preload script';
  const files = [...script.matchAll(/"(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  if (!files.some((file) => file.includes('HomePage'))) return 'the route-preload script preloads no home page chunk';
  const missing = files.filter((file) => !existsSync(path.join(root, file)));
  return missing.length > 0 ? `the route-preload script names files that are not in the build: ${missing.join(', ')}` : null;
}
const preloadProblem = routePreloadProblem();
if (preloadProblem) console.error(`check-bundle: ${preloadProblem}`);
else console.log('  route preloads: in index.html, every file they name is in the build');
process.exit(over || preloadProblem ? 1 : 0);
