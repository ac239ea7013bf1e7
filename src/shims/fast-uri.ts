/**
 * Build alias for `fast-uri` (see vite.config.ts), which @rjsf/utils imports only to resolve
 * `$ref`s against a schema's `$id` (findSchemaDefinition). Portal form schemas carry no `$id`
 * and only local `#/...` references, so rjsf never calls it on them; the browser's own URL
 * parser (WHATWG URL) does the same resolution here in a few lines instead of the 9 kB gzip
 * library in every route. Tests run rjsf with the real fast-uri.
 */

/** The absolute form of `uri` (scheme and host lower-cased, dot segments removed), or `uri` when it is relative. */
function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/** `ref` resolved against `base` (RFC 3986 §5); `ref` itself when `base` is not an absolute URI. */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

/** Whether the two URIs name the same resource after normalisation. */
function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

export default { normalize, resolve, equal };
