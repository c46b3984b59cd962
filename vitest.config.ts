import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';
import { precompiledValidators } from './scripts/vite-precompiled-validators';
import { postgresBinDir } from './tests/api/postgres-binaries.ts';

// Hang detectors, not budgets: the API files run two at a time beside the e2e process, each with less than a core of its
// own, on a machine often shared (a test 60 s, a file's set-up 120 s).
const apiTest = { include: ['tests/api/**/*.test.ts'], environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000 };

// The API tests run a second time against a real PostgreSQL server when its binaries are on the machine.
const hasPostgres = postgresBinDir() !== null;
if (!hasPostgres) console.warn('\n*** PostgreSQL binaries not found: the API tests run on embedded PGlite only. ***\n');

/**
 * The e2e files share one portal and its database, and some move demo orders on (the reports complete one, the
 * invoices close some): they run in the order of their paths, the same in every run whatever vitest's timing cache
 * holds. The other projects keep vitest's order (slowest first). A root option: projects cannot set it.
 */
class E2eByName extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e').sort((a, b) => a.moduleId.localeCompare(b.moduleId));
    return [...e2e, ...sorted.filter((spec) => spec.project.name !== 'e2e')];
  }
}

// Four kinds of tests (DESIGN.md "Tests and CI"). `npm test` runs them all through scripts/test.mjs,
// which builds the web app first because the e2e tests drive the built portal in Chromium, and runs the e2e project in a
// vitest process of its own beside the others (docs/testing.md, "Side by side": vitest would run it alone after the rest).
export default defineConfig({
  test: {
    sequence: { sequencer: E2eByName },
    // vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, the other core idle
    // while a worker waits on PostgreSQL, Chromium or a server it started. One per core.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { test: { name: 'engine', include: ['tests/engine/**/*.test.ts'], environment: 'node' } },
      // The project's own checks (the lint), run on small files written for the purpose.
      { test: { name: 'tooling', include: ['tests/tooling/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        plugins: [react(), precompiledValidators()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
          // Some component tests drive whole pages (the wizard, a 300-field step) through user-event: seconds of work
          // on a busy 2-core machine, more than vitest's 5 s default.
          testTimeout: 20_000,
        },
      },
      // Each API project migrates and seeds one database in its global setup; every file gets a copy of it.
      { test: { name: 'api', ...apiTest, globalSetup: ['tests/api/seed-snapshot.ts'] } },
      ...(hasPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                ...apiTest,
                globalSetup: ['tests/api/postgres-cluster.ts'],
                env: { API_TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // One portal for the whole run; the files share it (and its database).
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
