// `npm run lint` (and the first step of `npm test`): the import boundaries of DESIGN.md "Layout" and no import
// cycles. The rule set is kept small and syntax-only (no type-aware rules): tsc already checks the types, and
// this runs before every test run, so it must stay fast.
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** What server code never loads: React and the browser's UI libraries. */
const BROWSER_ONLY = ['react', 'react-dom', 'react-router-dom', 'swr', 'radix-ui', '@rjsf/core', 'react-signature-canvas'];

/** Dependencies run one way (DESIGN.md "Layout"): features -> app -> engine, features -> widgets -> engine. */
const ZONES = [
  {
    target: './src/engine',
    from: '.',
    except: ['./src/engine', './node_modules'],
    message: 'src/engine imports nothing of ours: only itself and libraries (DESIGN.md).',
  },
  {
    target: './widgets',
    from: ['./src/app', './src/features', './server'],
    message: 'widgets/ sits under the features and the app: it may import src/engine only (DESIGN.md).',
  },
  {
    target: './server',
    from: ['./src/app', './src/features', './widgets'],
    message: 'The server may import src/engine and schemas/ only (DESIGN.md).',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what they share into app/, engine/ or widgets/.',
  })),
];
const APP_ZONE = {
  target: './src/app',
  from: './src/features',
  message: 'src/app sits under the features: it may not import them (DESIGN.md).',
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'public/**', '**/*.d.ts'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // Without it import-x parses only .js files for their imports, and no-cycle never sees a TypeScript cycle
      // (tests/tooling/lint.test.ts shows a cycle refused).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...ZONES, APP_ZONE] }],
    },
  },
  {
    // The router is the one file of app/ that names the feature pages (lazily loaded), so it may import them.
    files: ['src/app/routes.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: ZONES }] },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['server/mails/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_ONLY.map((name) => ({ name, message: 'The server never imports React or browser UI code.' })),
          patterns: [
            { group: ['react/*', 'react-dom/*', '@radix-ui/*'], message: 'The server never imports React.' },
            { group: ['@react-email/*'], message: 'Mails are drawn in server/mails only: enqueue a template by name.' },
          ],
        },
      ],
    },
  },
  {
    // The mail templates are React, drawn to HTML and text on the server (react-email): React itself and react-email
    // only, never the browser's UI libraries. Nothing of the web app imports them (the bundle check would show it).
    files: ['server/mails/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: BROWSER_ONLY.filter((name) => name !== 'react').map((name) => ({
            name,
            message: 'Mail templates use React and react-email only, never the browser UI code.',
          })),
          patterns: [{ group: ['react-dom/*', '@radix-ui/*'], message: 'Mail templates use React and react-email only.' }],
        },
      ],
    },
  },
);
