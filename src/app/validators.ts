// Form schemas built at run time (application steps from field definitions, local forms with the user's choices) are
// compiled by the server; the browser imports the module from the API's origin (widgets/validator.ts, issue 10).
//
// The browser remembers which schemas it has had compiled (by a SHA-256 of the schemas' JSON, in localStorage: a
// schema holds field names, choices and rules, never a user's data), so coming back to a step imports its module at
// once, from the HTTP cache, instead of sending the step's schemas again and waiting for the answer (issue 16: on a
// phone, an upload of the step's schemas and a round trip before its form can show).
import { setSchemaCompiler } from '../../widgets/schemaCompiler';
import { api } from './api';
import { API_BASE } from './config';

/**
 * localStorage: { [SHA-256 of a list of root schemas' JSON]: the digest the server named their module by }, most
 * recent last. Named anew since modules hold several roots: the old key's entries name modules of one root each.
 */
const REMEMBERED_KEY = 'portal.validatorGroups';
const FORMER_KEY = 'portal.validatorModules';
/** Enough for every form a user meets, several definition versions over. */
const MAX_REMEMBERED = 300;

/** The URL of the compiled module the server named `digest`. */
export function validatorModuleUrl(digest: string): string {
  return new URL(`${API_BASE.replace(/\/$/, '')}/validators/${digest}`, window.location.href).href;
}

const contentKeys = new WeakMap<object, Promise<string | null>>();

/** SHA-256 of the schemas' JSON; null where the browser has no Web Crypto (a page over plain HTTP, not localhost). */
function contentKey(schemas: readonly object[]): Promise<string | null> {
  let key = contentKeys.get(schemas);
  if (!key) {
    const subtle = globalThis.crypto?.subtle;
    key = subtle
      ? subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(schemas))).then((hash) =>
          Array.from(new Uint8Array(hash), (byte) => byte.toString(16).padStart(2, '0')).join(''),
        )
      : Promise.resolve(null);
    contentKeys.set(schemas, key);
  }
  return key;
}

function readRemembered(): Record<string, string> {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(REMEMBERED_KEY) ?? '{}');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets (or with null removes) one entry, keeping the newest MAX_REMEMBERED. */
function writeRemembered(key: string, digest: string | null): void {
  const entries = Object.entries(readRemembered()).filter(([k]) => k !== key);
  if (digest) entries.push([key, digest]);
  try {
    globalThis.localStorage?.setItem(REMEMBERED_KEY, JSON.stringify(Object.fromEntries(entries.slice(-MAX_REMEMBERED))));
  } catch {
    // Storage full or blocked: the schema is sent again next time, as before.
  }
}

try {
  globalThis.localStorage?.removeItem(FORMER_KEY);
} catch {
  // Storage blocked: nothing kept there either.
}

setSchemaCompiler({
  async compile(schemas) {
    const { digest } = await api.call('POST /validators', { body: { schemas: [...schemas] } });
    const key = await contentKey(schemas);
    if (key) writeRemembered(key, digest);
    return validatorModuleUrl(digest);
  },
  async remembered(schemas) {
    const key = await contentKey(schemas);
    const digest = key ? readRemembered()[key] : undefined;
    return typeof digest === 'string' && /^[0-9a-f]{64}$/.test(digest) ? validatorModuleUrl(digest) : null;
  },
  forget(schemas) {
    void contentKey(schemas).then((key) => key && writeRemembered(key, null));
  },
});
