// Compiled form validators (schemas/api/validators.ts). A schema is compiled once and kept in the database by its
// digest (table validator_modules), so every API process, and the same one after a restart, serves what any of them
// compiled; a few hundred recent modules stay in memory in front of it. Changed definitions build a different schema,
// hence a different digest and URL: nothing to invalidate, and module URLs never change content, so browsers cache them.
import { eq } from 'drizzle-orm';
import { callerOf } from '../auth/guard';
import type { ThrottleRule } from '../auth/throttle';
import type { AppContext } from '../context';
import type { Handlers } from '../contract';
import type { Db } from '../db';
import { validatorModules } from '../db/schema';
import { badRequest, notFound } from '../http';
import { compileValidatorGroupModule, schemaDigest } from '../validator-code';
import { vocabularyProblem } from '../validator-vocabulary';
import type { validatorRoutes } from '../../schemas/api/validators';

/** Compiled modules kept in memory, least recently used dropped first (a module is a few kB to a few hundred kB). */
const MAX_MODULES = 200;
/** A module's use is written to the database at most this often per process (retention needs days, not requests). */
const TOUCH_EVERY_MS = 86_400_000;

/**
 * Compilations a user may ask for: a form page posts its schemas once (a step's sections together), so this is many pages'
 * worth, while a script compiling schemas in a loop is stopped. Counted in the database like the sign-in throttle.
 */
export const COMPILE_RULE: ThrottleRule = { windowMs: 10 * 60_000, free: 120, waitAfter: () => 10 * 60_000 };
/**
 * Operators draw the form designer's live preview, whose schema changes with every edit (a label, a rule, a field
 * moved): a busy quarter of an hour is hundreds of schemas. Still a limit, for a script with an operator's session.
 */
export const OPERATOR_COMPILE_RULE: ThrottleRule = { ...COMPILE_RULE, free: 1000 };

interface Kept {
  code: string;
  /** When this process last marked the module used in the database. */
  touchedAt: number;
}

/** The database's modules, with the most recently used in memory. */
class ModuleStore {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  private remember(digest: string, entry: Kept): void {
    this.kept.delete(digest);
    this.kept.set(digest, entry);
    if (this.kept.size > MAX_MODULES) this.kept.delete(this.kept.keys().next().value!);
  }

  /** Marks the module used and answers its code, or undefined when no process has compiled it. */
  private async touch(digest: string): Promise<string | undefined> {
    const now = this.now();
    const [row] = await this.db
      .update(validatorModules)
      .set({ lastUsedAt: now })
      .where(eq(validatorModules.digest, digest))
      .returning({ code: validatorModules.code });
    if (row) this.remember(digest, { code: row.code, touchedAt: now.getTime() });
    return row?.code;
  }

  /** The module's code, from memory or the database. */
  async get(digest: string): Promise<string | undefined> {
    const entry = this.kept.get(digest);
    if (entry) {
      this.remember(digest, entry);
      return entry.code;
    }
    return this.touch(digest);
  }

  /** Makes sure the module exists (compiled by `compile` if nobody has yet) and counts as used. */
  async ensure(digest: string, compile: () => string): Promise<void> {
    const entry = this.kept.get(digest);
    if (entry && this.now().getTime() - entry.touchedAt < TOUCH_EVERY_MS) return this.remember(digest, entry);
    if ((await this.touch(digest)) !== undefined) return;
    const code = compile();
    const now = this.now();
    // Two processes may compile the same schema at once: the code is the same, the first row stays.
    await this.db
      .insert(validatorModules)
      .values({ digest, code, createdAt: now, lastUsedAt: now })
      .onConflictDoUpdate({ target: validatorModules.digest, set: { lastUsedAt: now } });
    this.remember(digest, { code, touchedAt: now.getTime() });
  }
}

/**
 * One store per app (its context), shared by POST /validators and the public references form's compile. Per app, not
 * per database: each API process keeps its own memory, and the database is what they share.
 */
const stores = new WeakMap<Pick<AppContext, 'db' | 'now'>, ModuleStore>();
function storeOf(ctx: Pick<AppContext, 'db' | 'now'>): ModuleStore {
  let store = stores.get(ctx);
  if (!store) stores.set(ctx, (store = new ModuleStore(ctx.db, ctx.now)));
  return store;
}

/**
 * Compiles a schema the server built itself (no vocabulary check needed: it is the engine's) and answers its digest:
 * a module of that one root, as POST /validators compiles for `{ schemas: [schema] }`.
 */
export async function compileTrustedSchema(ctx: Pick<AppContext, 'db' | 'now'>, schema: Record<string, unknown>): Promise<string> {
  const schemas = [schema];
  const digest = schemaDigest(schemas);
  await storeOf(ctx).ensure(digest, () => compileValidatorGroupModule(schemas));
  return digest;
}

export function validatorHandlers(ctx: AppContext): Handlers<typeof validatorRoutes> {
  const store = storeOf(ctx);
  return {
    'POST /validators': async (request) => {
      const caller = callerOf(request);
      await ctx.throttle.attempt(`validators:${caller.id}`, caller.kind === 'operator' ? OPERATOR_COMPILE_RULE : COMPILE_RULE);
      const { schemas } = request.body;
      // Only the engine's own vocabulary is compiled into code our origin serves (validator-vocabulary.ts).
      const problem = vocabularyProblem(schemas);
      if (problem) throw badRequest(problem);
      const digest = schemaDigest(schemas);
      await store.ensure(digest, () => {
        try {
          return compileValidatorGroupModule(schemas);
        } catch {
          throw badRequest('The form schema could not be compiled.');
        }
      });
      return { digest };
    },
    'GET /validators/:digest': async (request, reply) => {
      const code = await store.get(request.params.digest);
      // Never compiled, or unused for 30 days and removed: the browser asks POST /validators again, which compiles it.
      if (code === undefined) throw notFound('No compiled validator with this digest.');
      return reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(code);
    },
  };
}
