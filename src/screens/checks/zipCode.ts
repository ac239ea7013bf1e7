/**
 * The branch locator's zip code (spec 03 §5): 5 digits, by the rule the server's zip lookup
 * applies too (src/domain/locations/zip.ts). An empty value is the required constraint's business.
 */
import { isZipCode } from '../../domain/locations/zip';
import type { FieldCheck } from '../../engine';

export const zipCodeCheck: FieldCheck = (value) =>
  value === undefined || value === '' || isZipCode(value) ? undefined : { keyword: 'invalid' };
