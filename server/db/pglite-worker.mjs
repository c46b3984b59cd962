// The embedded database's own thread (server/db/pglite-client.ts says why, and what the messages are). Plain
// JavaScript, so it starts under whatever runs the server: tsx (npm start), vitest, the scripts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const { dataDir, seeded } = workerData;
// pg_trgm: migration 0027 creates it for the queue's search index (a trigram GIN index answers `ilike '%...%'`). A
// PGlite extension is loaded by the instance that uses it, every time it opens (tests/api/bare-pglite.ts does the same).
const extensions = { pg_trgm };
const db = dataDir
  ? new PGlite(dataDir, { extensions })
  : seeded
    ? new PGlite({ loadDataDir: new Blob([seeded]), extensions })
    : new PGlite({ extensions });

/** Open transactions by id: each keeps PGlite's transaction() open until the main thread ends it. */
const transactions = new Map();
let nextTransaction = 1;

/** Parsers keeping these types as the text PostgreSQL sent (drizzle's own choice; functions cannot be sent here). */
const keepText = (types) => Object.fromEntries((types ?? []).map((type) => [type, (value) => value]));

/** An error as data: its message and every plain property PostgreSQL gave it (code, detail, constraint...). */
function plainError(error) {
  const plain = { name: error?.name ?? 'Error', message: error?.message ?? String(error) };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[key] = value;
  }
  return plain;
}

function target(tx) {
  if (!tx) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error(`No open transaction ${tx}`);
  return open.tx;
}

/** BEGIN: answers the transaction's id once PGlite has opened it (after any transaction before it ended). */
function begin() {
  return new Promise((opened, failed) => {
    const entry = {};
    entry.done = db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          Object.assign(entry, { tx, commit, rollback });
          const id = nextTransaction++;
          transactions.set(id, entry);
          opened(id);
        }),
    );
    // Before it opened: the BEGIN failed. After: end() hears the outcome (opened already settled this promise).
    entry.done.catch(failed);
  });
}

/** COMMIT or ROLLBACK: answers once PGlite ran it; a failed COMMIT is the caller's error. */
async function end({ tx, commit }) {
  const entry = transactions.get(tx);
  if (!entry) throw new Error(`No open transaction ${tx}`);
  transactions.delete(tx);
  if (commit) entry.commit();
  else entry.rollback(new Error('rollback'));
  try {
    await entry.done;
  } catch (error) {
    if (commit) throw error;
  }
  return null;
}

const handlers = {
  query: ({ sql, params, rowMode, textTypes, tx }) => target(tx).query(sql, params, { rowMode, parsers: keepText(textTypes) }),
  exec: ({ sql, tx }) => target(tx).exec(sql),
  begin,
  end,
  listen: ({ topic }) => db.listen(topic, (payload) => parentPort.postMessage({ topic, payload })).then(() => null),
  dump: async () => new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()),
  close: () => db.close().then(() => null),
};

parentPort.on('message', async ({ id, op, ...args }) => {
  try {
    parentPort.postMessage({ id, result: await handlers[op](args) });
  } catch (error) {
    parentPort.postMessage({ id, error: plainError(error) });
  }
});
