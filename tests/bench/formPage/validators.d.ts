/** The bench form's precompiled validator, written by ../formScreen.ts before the page is built. */
declare module 'virtual:bench-validators' {
  const validators: Record<string, unknown>;
  export default validators;
}
