/**
 * Agreements configured in settings (spec 01 §3 "Agreement (from settings)", §5 "Agreement
 * need"): each agreement setting is one string `url|date|name|types`, for example
 * `https://bank.example/terms.pdf|1/15/2025|Online Banking Agreement|login, registration`.
 * The types are names separated by commas and say when the user must agree. An empty
 * string means that no agreement is configured in that place.
 */
import { parseIsoDate } from '../dates/isoDate';

/** When an agreement must be accepted, by type name, with the code the server knows. */
export const AGREEMENT_TYPES = {
  login: 0,
  registration: 1,
  ach: 2,
  estatements: 3,
  texting: 4,
} as const;

export type AgreementType = keyof typeof AGREEMENT_TYPES;

/** The HostNum of the first agreement; each next one in the list adds one. */
export const AGREEMENT_ID_BASE = 11337;

/** How many agreements the settings can force. */
export const MAX_AGREEMENTS = 5;

export interface Agreement {
  url: string;
  /** The date as written in the setting. */
  date: string;
  /** The same date as `YYYY-MM-DD`. */
  isoDate: string;
  name: string;
  /** The when-to-agree codes, in the order the types were written, without repeats. */
  whenToAgree: number[];
  /** The agreement id: the list index plus 11337. */
  hostNum: number;
}

export type AgreementProblem = 'parts' | 'type' | 'date';

export type AgreementResult =
  /** agreement is undefined when none is configured (an empty or blank setting). */
  | { ok: true; agreement: Agreement | undefined }
  | {
      ok: false;
      problem: AgreementProblem;
      /** What is wrong, in words (for 'type', the spec's 'Invalid agreement type' and the name). */
      detail: string;
      /** The part at fault: the whole text ('parts'), the type name ('type') or the date ('date'). */
      text: string;
    };

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** `YYYY-MM-DD` of a date written M/D/YYYY (one or two digits) or YYYY-MM-DD, or undefined. */
export function agreementDate(text: string): string | undefined {
  const value = text.trim();
  const us = US_DATE.exec(value);
  const iso = us ? `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}` : value;
  return parseIsoDate(iso) === undefined ? undefined : iso;
}

function isAgreementType(name: string): name is AgreementType {
  return Object.hasOwn(AGREEMENT_TYPES, name);
}

/**
 * Reads the agreement setting at `index` (0 for the first of the list). Parts are trimmed;
 * type names are matched without regard to case. The url, the name and at least one type
 * are required.
 */
export function parseAgreement(text: string, index: number): AgreementResult {
  if (text.trim() === '') return { ok: true, agreement: undefined };
  const parts = text.split('|').map((part) => part.trim());
  if (parts.length !== 4) {
    return {
      ok: false,
      problem: 'parts',
      detail: `expected 4 parts separated by "|" (url|date|name|types), found ${parts.length}`,
      text,
    };
  }
  const [url, date, name, types] = parts as [string, string, string, string];
  for (const [part, value] of [
    ['url', url],
    ['name', name],
  ] as const) {
    if (value === '') return { ok: false, problem: 'parts', detail: `the ${part} part is empty`, text };
  }

  const isoDate = agreementDate(date);
  if (isoDate === undefined) {
    return {
      ok: false,
      problem: 'date',
      detail: `unreadable date "${date}" (write M/D/YYYY or YYYY-MM-DD)`,
      text: date,
    };
  }

  const whenToAgree: number[] = [];
  const names = types === '' ? [] : types.split(',').map((type) => type.trim());
  if (names.length === 0) return { ok: false, problem: 'type', detail: 'no agreement type given', text: '' };
  for (const type of names) {
    const known = type.toLowerCase();
    if (!isAgreementType(known))
      return { ok: false, problem: 'type', detail: `Invalid agreement type "${type}"`, text: type };
    const code = AGREEMENT_TYPES[known];
    if (!whenToAgree.includes(code)) whenToAgree.push(code);
  }

  return {
    ok: true,
    agreement: { url, date, isoDate, name, whenToAgree, hostNum: index + AGREEMENT_ID_BASE },
  };
}
