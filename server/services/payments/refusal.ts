/**
 * A payment rule's refusal: answered 200 with HasNoErrors false and the catalogue's code as
 * Errors[0].ErrorMessage (schemas/api/payments.json RefusalCode, spec 02 §8), as the host
 * answers a refused payment; the plain-language Message says which rule refused. Bad input is
 * a 400 and another user's account a 403 instead (http/errors.ts).
 */
import type { RefusalCode } from '../../../src/generated/api-types/payments.ts';
import { HttpError } from '../../http/errors.ts';

export function refusal(code: RefusalCode, detail: string): HttpError {
  return new HttpError(200, code, detail);
}
