/**
 * Which agreements a user must accept now (spec 01 §5 "Agreement need"): those that apply
 * at this moment (login, registration …), whose date is not in the future, and that the
 * user has no record of accepting on or after that date. A setting that cannot be read
 * is a setup error, reported rather than silently skipped; so is a sixth agreement or more
 * (up to 5 can be forced, spec 01 §3, spec 02 §9).
 */
import {
  AGREEMENT_TYPES,
  MAX_AGREEMENTS,
  parseAgreement,
  type Agreement,
  type AgreementType,
} from './parseAgreement';

/** A record of accepting an agreement, as the login response lists them (WebAgreementLogs). */
export interface AgreementRecord {
  Name: string;
  DateOfTerms?: string;
  DateOfAgreement: string;
  AgreementType?: number;
}

export interface AgreementNeed {
  needed: Agreement[];
  /** Settings (by their index) that are not valid agreement strings. */
  invalid: { index: number; detail: string }[];
}

function acceptedOnOrAfter(record: AgreementRecord, agreement: Agreement): boolean {
  const sameAgreement = record.AgreementType === agreement.hostNum || record.Name === agreement.name;
  return sameAgreement && record.DateOfAgreement.slice(0, 10) >= agreement.isoDate;
}

export function agreementsNeeded(
  settings: readonly string[],
  records: readonly AgreementRecord[],
  today: string,
  when: AgreementType,
): AgreementNeed {
  const needed: Agreement[] = [];
  const invalid: AgreementNeed['invalid'] = [];
  settings.forEach((text, index) => {
    if (index >= MAX_AGREEMENTS) {
      if (text.trim() !== '')
        invalid.push({
          index,
          detail: `only ${MAX_AGREEMENTS} agreements can be forced; this one is ignored`,
        });
      return;
    }
    const parsed = parseAgreement(text, index);
    if (!parsed.ok) {
      invalid.push({ index, detail: parsed.detail });
      return;
    }
    const agreement = parsed.agreement;
    if (!agreement || !agreement.whenToAgree.includes(AGREEMENT_TYPES[when]) || agreement.isoDate > today)
      return;
    if (!records.some((record) => acceptedOnOrAfter(record, agreement))) needed.push(agreement);
  });
  return { needed, invalid };
}
