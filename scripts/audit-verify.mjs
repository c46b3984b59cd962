// `npm run audit:verify`: checks the audit trail's hash chain (server/audit-chain.ts) on the database the settings
// name (DATABASE_URL, else the embedded one under DATA_DIR: stop the server first, PGlite has one user at a time).
// Prints the verdict; exits 1 and names the first broken row when the chain is broken.
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db';
import { verdictText, verifyAuditChain } from '../server/audit-chain';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const verdict = await verifyAuditChain(database.db);
  console.log(verdictText(verdict));
  process.exitCode = verdict.ok ? 0 : 1;
} finally {
  await database.close();
}
