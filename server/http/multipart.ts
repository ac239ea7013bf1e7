/**
 * Reading an upload's multipart body (spec 03 §3 Upload form fields): exactly one part named
 * file, and text fields validated against their schema of schemas/api like any other body. A
 * body that is not multipart is a 415 (said first by mediaTypes.ts, for every upload path); one
 * that cannot be read, has no file, several, or a field that is not text is a 400. The body's
 * size is bodyLimit.ts's concern, before this reads it.
 */
import { describeErrors } from '../../schemas/ajv.ts';
import type { ApiSchemas } from '../../src/generated/api-types/index.ts';
import { badRequest, HttpError } from './errors.ts';
import { checkOf, type PartRef, type Validated } from './validate.ts';

export interface Upload<Fields> {
  fields: Fields;
  file: File;
}

/** The multipart body of an upload, its fields checked against `ref`: c.req.valid('form') is { fields, file }. */
export function multipart<Ref extends PartRef>(ref: Ref): Validated<'form', Upload<ApiSchemas[Ref]>> {
  const check = checkOf(ref);
  return async (c, next) => {
    const validate = check();
    if (!/^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? ''))
      throw new HttpError(415, 'UnsupportedMediaType', 'An upload is sent as multipart/form-data.');
    let parts: Record<string, string | File | (string | File)[]>;
    try {
      parts = await c.req.parseBody({ all: true });
    } catch {
      throw badRequest('The multipart body could not be read.');
    }
    const { file, ...rest } = parts;
    if (Array.isArray(file)) throw badRequest('An upload has one part named file; this one has several.');
    if (!(file instanceof File)) throw badRequest('An upload needs a part named file holding the file.');
    for (const [name, value] of Object.entries(rest))
      if (typeof value !== 'string') throw badRequest(`The field ${name} must be one text value.`);
    if (!validate(rest)) throw badRequest(`Invalid form: ${describeErrors(validate.errors)}.`);
    c.req.addValidatedData('form', { fields: rest, file });
    await next();
  };
}
