/**
 * Build stand-in for @rjsf/utils' omitExtraData module (see vite.config.ts), about 1 kB gzip in
 * every route, the login route's included. rjsf calls it only for a Form given `omitExtraData`
 * (and for its deprecated getUsedFormData and getFieldNames methods); the engine's FormBlock
 * never gives it: what a form submits is FormModel.submitted's choice. Tests and the dev server
 * run rjsf's own.
 */
function unsupported(): never {
  throw new Error(
    'omitExtraData is not used by portal forms: FormModel.submitted decides what a form submits',
  );
}

export default unsupported;
export const getUsedFormData = unsupported;
export const getFieldNames = unsupported;
export const isValueEmpty = unsupported;
