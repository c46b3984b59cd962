// Stands in for `fast-uri` in the built app (a Vite alias in vite.config.ts): @rjsf/utils imports it for two calls
// in findSchemaDefinition, `equal` and `resolve`, reached only by schemas that name other schemas by URI (`$id`, a
// `$ref` that is not `#/...`) in draft 2020-12. The engine's and the local forms' schemas never do, and fast-uri's
// RFC 3986 parser with its scheme handlers is 7 KiB gzip on every form page. The browser's URL parser does both jobs;
// a relative base (a `$id` without a scheme) is resolved as a path, as RFC 3986 does.
const PLACEHOLDER = 'https://relative.invalid';

function resolve(base: string | undefined, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // Both relative: resolve the paths under a placeholder origin and take it off again.
    const resolved = new URL(ref, new URL(base ?? '', `${PLACEHOLDER}/`));
    return resolved.origin === PLACEHOLDER ? resolved.href.slice(PLACEHOLDER.length + (base?.startsWith('/') ? 0 : 1)) : resolved.href;
  }
}

function normalise(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export default { equal, resolve };
