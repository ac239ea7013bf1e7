/**
 * The institution's agreements (spec 01 §3 "Agreement (from settings)"): the settings
 * agreements.agreement1…5, each `url|date|name|types`, read by the portal's own parser
 * (src/domain/agreements), and the records of a user agreeing to them.
 */
import type { AgreementRecord } from '../../src/generated/api-types/signInSetup.ts';
import type { Institution } from '../config/institution.ts';
import type { Database } from '../db/database.ts';
import {
  agreementsNeeded,
  MAX_AGREEMENTS,
  parseAgreement,
  type Agreement,
  type AgreementRecord as AcceptedAgreement,
  type AgreementType,
} from '../../src/domain/agreements/index.ts';
import type { Clock } from './clock.ts';

export type { Agreement } from '../../src/domain/agreements/index.ts';

/** The settings agreements.agreement1…5, in order. */
function agreementSettings(institution: Institution): string[] {
  return Array.from({ length: MAX_AGREEMENTS }, (_, index) =>
    institution.setting(`agreements.agreement${index + 1}`),
  );
}

/** A malformed agreement setting is a setup error: the institution must fix its settings. */
function setupError(index: number, detail: string): Error {
  return new Error(`agreements.agreement${index + 1} is not url|date|name|types: ${detail}`);
}

/** The agreements the institution configures, by HostNum; a malformed one throws. */
export function configuredAgreements(institution: Institution): Map<number, Agreement> {
  const agreements = new Map<number, Agreement>();
  agreementSettings(institution).forEach((text, index) => {
    const parsed = parseAgreement(text, index);
    if (!parsed.ok) throw setupError(index, parsed.detail);
    if (parsed.agreement) agreements.set(parsed.agreement.hostNum, parsed.agreement);
  });
  return agreements;
}

/** The agreements of type `when` a user with these records must accept on `today`; a malformed setting throws. */
function neededNow(
  institution: Institution,
  records: readonly AcceptedAgreement[],
  today: string,
  when: AgreementType,
): Agreement[] {
  const { needed, invalid } = agreementsNeeded(agreementSettings(institution), records, today, when);
  const [first] = invalid;
  if (first) throw setupError(first.index, first.detail);
  return needed;
}

/** The login agreements a user with these records must accept on `today` (YYYY-MM-DD); a malformed setting throws. */
export function loginAgreementsNeeded(
  institution: Institution,
  records: readonly AcceptedAgreement[],
  today: string,
): Agreement[] {
  return neededNow(institution, records, today, 'login');
}

/** The ACH agreements a user with these records must accept before saving a bank account on `today`. */
export function achAgreementsNeeded(
  institution: Institution,
  records: readonly AcceptedAgreement[],
  today: string,
): Agreement[] {
  return neededNow(institution, records, today, 'ach');
}

/** Records that a user agreed now to each agreement; the record's WhenToAgree is its first type. */
export function recordAgreements(
  db: Database,
  clock: Clock,
  userId: number,
  ip: string,
  agreements: readonly Agreement[],
): AgreementRecord[] {
  const now = clock.now().toISOString();
  return agreements.map((agreement) => {
    const record: AgreementRecord = {
      AgreementType: agreement.hostNum,
      DateOfAgreement: now,
      NameOfTerms: agreement.name,
      AccountNumber: null,
      IPAddress: ip,
      DateOfTerms: agreement.isoDate,
      WhenToAgree: agreement.whenToAgree[0]!,
    };
    db.run(
      `INSERT INTO agreement_records (user_id, agreement_type, name, date_of_terms, date_of_agreement, ip, when_to_agree)
       VALUES (:userId, :type, :name, :terms, :agreed, :ip, :when)`,
      {
        userId,
        type: record.AgreementType,
        name: record.NameOfTerms,
        terms: record.DateOfTerms,
        agreed: now,
        ip,
        when: record.WhenToAgree,
      },
    );
    return record;
  });
}
