// A clamd of the tests' own (scripts/clamd.mjs), loading only the project's signatures (server/clamav), in a throwaway
// folder: the way tests/api/postgres-cluster.ts starts a PostgreSQL server. Without ClamAV's daemon on the machine
// the tests that need it are skipped with a loud message, unless CI or REQUIRE_E2E is set: then they fail.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clamdBinary, startClamd, type StartedClamd } from '../../scripts/clamd.mjs';

const required = Boolean(process.env.CI || process.env.REQUIRE_E2E);

/** For describe.skipIf: clamd is missing and nothing requires it. */
export const skipWithoutClamd = clamdBinary() === null && !required;
if (skipWithoutClamd) {
  console.warn('\n*** clamd not found (apt-get install -y clamav-daemon): the virus-scan tests are skipped. ***\n');
}

/** Starts a clamd for one test file; `stop` ends it and removes its folder. Throws when clamd is not installed. */
export async function startTestClamd(): Promise<StartedClamd> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-clamd-'));
  const clamd = await startClamd({ dir, official: false });
  return {
    ...clamd,
    stop: async () => {
      clamd.wake();
      await clamd.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
