/**
 * The institution's agreements (spec 01 §3 "Agreement (from settings)"): the settings
 * agreements.agreement1…5, each `url|date|name|types`, with the date written M/D/YYYY or
 * YYYY-MM-DD and the types among login, registration, ach, estatements and texting. The
 * portal reads the same strings with its own parser; the server shares only schemas/.
 */
import type { Institution } from '../config/institution.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

/** The when-to-agree code of each type name. */
export const WHEN_TO_AGREE = { login: 0, registration: 1, ach: 2, estatements: 3, texting: 4 } as const;

/** The HostNum of agreement1; each next one adds one. */
export const AGREEMENT_ID_BASE = 11337;
export const MAX_AGREEMENTS = 5;

export interface Agreement {
  hostNum: number;
  url: string;
  name: string;
  /** The date of the terms as YYYY-MM-DD. */
  termsDate: string;
  /** The when-to-agree codes in the order written. */
  whenToAgree: number[];
}

/** YYYY-MM-DD of M/D/YYYY or YYYY-MM-DD, or undefined when the text is not a real date. */
export function termsDate(text: string): string | undefined {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : text;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : undefined;
}

function whenToAgree(name: string): number | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(WHEN_TO_AGREE, key) ? WHEN_TO_AGREE[key as keyof typeof WHEN_TO_AGREE] : undefined;
}

/** The agreement of one setting (undefined when blank); a malformed one is a setup error and throws. */
export function parseAgreement(text: string, index: number): Agreement | undefined {
  if (text.trim() === '') return undefined;
  const fail = (problem: string): never => {
    throw new Error(`agreements.agreement${index + 1} is not url|date|name|types: ${problem}`);
  };
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4) return fail(`${parts.length} parts`);
  const [url, date, name, types] = parts as [string, string, string, string];
  if (!url || !name) return fail('an empty url or name');
  const iso = termsDate(date) ?? fail(`unreadable date "${date}"`);
  const codes: number[] = [];
  for (const type of types.split(',').map((part) => part.trim())) {
    const code = whenToAgree(type) ?? fail(`Invalid agreement type "${type}"`);
    if (!codes.includes(code)) codes.push(code);
  }
  return { hostNum: AGREEMENT_ID_BASE + index, url, name, termsDate: iso, whenToAgree: codes };
}

/** The agreements the institution configures, by HostNum. */
export function configuredAgreements(institution: Institution): Map<number, Agreement> {
  const agreements = new Map<number, Agreement>();
  for (let index = 0; index < MAX_AGREEMENTS; index++) {
    const agreement = parseAgreement(institution.setting(`agreements.agreement${index + 1}`), index);
    if (agreement) agreements.set(agreement.hostNum, agreement);
  }
  return agreements;
}

/** An agreement record as the API answers it (schemas/api/signInSetup.json AgreementRecord). */
export interface AgreementRecord {
  AgreementType: number;
  DateOfAgreement: string;
  NameOfTerms: string;
  AccountNumber: string | null;
  IPAddress: string | null;
  DateOfTerms: string;
  WhenToAgree: number;
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
      DateOfTerms: agreement.termsDate,
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
