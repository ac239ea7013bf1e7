/**
 * Build stand-in for @rjsf/utils' shallowAllOfMerge (see vite.config.ts), which brings
 * @x0k/json-schema-merge (about 4 kB gzip) into every route, the login route's included. rjsf
 * calls it only for a schema with `allOf`, and portal form schemas have none: a field's
 * conditions are json-logic in its definition, and the definition check refuses an allOf in a
 * form schema (src/engine/compile/check.ts), so a definition with one never reaches rjsf. Tests
 * and the dev server run rjsf's own.
 */
export default function shallowAllOfMerge(): never {
  throw new Error('allOf is not supported in a form schema: state conditions as json-logic on the fields');
}
