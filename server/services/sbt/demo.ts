/**
 * The demo Solutions By Text service (spec 01 §2 text subscription dialog, §7): two brandings
 * named after the institution, a landline it cannot text, and a branding that refuses one
 * number's marketing opt-in, so that the portal's "not textable" and partial-failure paths
 * are real.
 */
import type { Institution } from '../../config/institution.ts';

export interface Branding {
  id: number;
  name: string;
}

/** A landline: GetSubscriptionInfo and ModifySubscriptions refuse it with Invalid. */
export const NOT_TEXTABLE_PHONE = '8015550111';
/** A number whose marketing opt-in branding MARKETING_REFUSING_BRANDING refuses (a partial failure). */
export const MARKETING_REFUSED_PHONE = '8015550122';
export const MARKETING_REFUSING_BRANDING = 2;

/** The institution's brandings: its name (settings shell.institutionName) and its auto-loan brand. */
export function brandings(institution: Institution): Branding[] {
  const name = institution.setting('shell.institutionName') || 'Online Banking';
  return [
    { id: 1, name },
    { id: MARKETING_REFUSING_BRANDING, name: `${name} Auto Loans` },
  ];
}

export function isTextable(phone: string): boolean {
  return phone !== NOT_TEXTABLE_PHONE;
}

/** Whether the branding refuses to set the flag for the phone. */
export function refuses(phone: string, brandingId: number, flag: 'OptInAccount' | 'OptInMarketing'): boolean {
  return (
    phone === MARKETING_REFUSED_PHONE &&
    brandingId === MARKETING_REFUSING_BRANDING &&
    flag === 'OptInMarketing'
  );
}
