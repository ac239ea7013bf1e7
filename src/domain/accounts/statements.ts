/**
 * The loan screen's e-statements rules (spec 03 §2.3, §2.5, §4, §6): the years a statement
 * list is offered for, whether the section shows, whether a statement opens directly or
 * through the statement vendor, and why a change of the statement format is refused. Pure:
 * the reference server's SetStatementFormat answers with formatChangeRefusal, and the portal
 * reads the same codes.
 */

export type StatementFormat = 'ElectronicOnly' | 'PaperOnly';

/** Spec 03 §4: the current year and the previous 3. */
export const STATEMENT_YEARS_BACK = 3;

/** The years offered by the year selector, newest first (`today` is YYYY-MM-DD). */
export function statementYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from({ length: STATEMENT_YEARS_BACK + 1 }, (_, back) => year - back);
}

export interface SectionFacts {
  /** The institution's e-statements option (EStatements). */
  eStatementsOn: boolean;
  /** The institution hides the section (setting eStatements.hide). */
  hidden: boolean;
  closed: boolean;
  format: StatementFormat;
}

/**
 * Spec 03 §2.3: the section shows when the e-statements option is on and it is not hidden;
 * a closed loan shows it only when its statements are electronic. (The loan screen's
 * definition says the same in json-logic; a test holds the two together.)
 */
export function eStatementsSectionShown({ eStatementsOn, hidden, closed, format }: SectionFacts): boolean {
  return eStatementsOn && !hidden && (!closed || format === 'ElectronicOnly');
}

/** Spec 03 §3 Statement: provider 0 is opened directly (ViewStatement); 1 and 3 through a vendor URL. */
export type StatementProvider = 0 | 1 | 3;

export function opensThroughVendor(provider: number): boolean {
  return provider === 1 || provider === 3;
}

export interface FormatChangeFacts {
  /** The institution's e-statements option (EStatements). */
  eStatementsOn: boolean;
  /** Paper statements are offered (PaperStatements). */
  paperAllowed: boolean;
  closed: boolean;
  /** The customer has an e-mail address to send e-statement notices to. */
  hasEmail: boolean;
  /** E-statement agreements in force that the user neither has a record of nor agreed to now. */
  missingAgreements: number;
}

export type FormatRefusal =
  | 'EStatementsOff'
  | 'PaperStatementsOff'
  | 'AccountClosed'
  | 'NoEmailAddress'
  | 'EStatementAgreementRequired';

/** Why switching a loan's statements to `format` is refused, or undefined when it is allowed. */
export function formatChangeRefusal(
  facts: FormatChangeFacts,
  format: StatementFormat,
): FormatRefusal | undefined {
  if (!facts.eStatementsOn) return 'EStatementsOff';
  if (facts.closed) return 'AccountClosed';
  if (format === 'PaperOnly') return facts.paperAllowed ? undefined : 'PaperStatementsOff';
  if (!facts.hasEmail) return 'NoEmailAddress';
  if (facts.missingAgreements > 0) return 'EStatementAgreementRequired';
  return undefined;
}
