// An in-memory PGlite as the server opens one (server/db/pglite-worker.mjs), for the tests that migrate a database by
// hand: with the extensions the migrations create (pg_trgm, migration 0027).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export const barePglite = () => new PGlite({ extensions: { pg_trgm } });
