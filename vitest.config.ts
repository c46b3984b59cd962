import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four kinds of tests (DESIGN.md "Tests and CI"). `npm test` runs them all through scripts/test.mjs,
// which builds the web app first because the e2e tests drive the built portal in Chromium.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'engine', include: ['tests/engine/**/*.test.ts'], environment: 'node' } },
      {
        plugins: [react()],
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/postgres-cluster.ts'],
          env: { API_TEST_DB: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
