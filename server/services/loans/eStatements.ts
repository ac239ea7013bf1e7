/**
 * E-statements (spec 03 §2.5, §4; spec 01 agreements): the loan's statement format, the
 * institution's e-statement agreements and whether one was updated since the user agreed,
 * switching the format (ElectronicOnly records the agreements agreed to in the dialog; the
 * refusals are the domain's formatChangeRefusal), and the statement list with a view token
 * for each statement and the institution's statement provider.
 */
import { isClosed } from '../../../src/domain/accounts/account.ts';
import {
  formatChangeRefusal,
  type FormatRefusal,
  type StatementProvider,
} from '../../../src/domain/accounts/statements.ts';
import { AGREEMENT_TYPES, type Agreement } from '../../../src/domain/agreements/index.ts';
import type {
  EStatements,
  SetStatementFormatRequest,
  Statement,
  StatementFormat,
} from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { configuredAgreements, recordAgreements } from '../agreements.ts';
import { agreementLogs } from '../loginResponse.ts';
import { todayOf } from '../payments/calendar.ts';
import type { LoanRow } from './account.ts';
import { issueLoanToken } from './tokens.ts';

type LoanDeps = Pick<Deps, 'db' | 'clock' | 'institution'>;

/** The answer of a refused statement call: 200, HasNoErrors false, the reason code. */
export type StatementRefusal = FormatRefusal | 'NoStatementVendor';

export function statementFormatOf(loan: LoanRow): StatementFormat {
  return loan.statement_preference === 'ElectronicOnly' ? 'ElectronicOnly' : 'PaperOnly';
}

/** The institution's agreements of type estatements in force on `today`. */
function eStatementAgreements({ institution }: LoanDeps, today: string): Agreement[] {
  return [...configuredAgreements(institution).values()].filter(
    (agreement) => agreement.whenToAgree.includes(AGREEMENT_TYPES.estatements) && agreement.isoDate <= today,
  );
}

/** The agreements the user has no record of accepting since their terms' date. */
function notAgreed(db: Database, userId: number, agreements: readonly Agreement[]): Agreement[] {
  const records = agreementLogs(db, userId);
  return agreements.filter(
    (agreement) =>
      !records.some(
        (record) =>
          (record.AgreementType === agreement.hostNum || record.Name === agreement.name) &&
          record.DateOfAgreement.slice(0, 10) >= agreement.isoDate,
      ),
  );
}

function hasEmail(db: Database, customerId: number): boolean {
  const row = db.get<{ email: string | null }>('SELECT email FROM customers WHERE id = :customerId', {
    customerId,
  });
  return (row?.email ?? '').trim() !== '';
}

export function eStatementState(deps: LoanDeps, session: SessionUser, loan: LoanRow): EStatements {
  const agreements = eStatementAgreements(deps, todayOf(deps.clock));
  const electronic = statementFormatOf(loan) === 'ElectronicOnly';
  return {
    Agreements: agreements.map((agreement) => ({
      HostNum: agreement.hostNum,
      Name: agreement.name,
      Url: agreement.url,
    })),
    AgreementUpdated: electronic && notAgreed(deps.db, session.userId, agreements).length > 0,
    HasEmail: hasEmail(deps.db, loan.customer_id),
  };
}

export type { FormatRefusal };

/** The institution's e-statements option (EStatements). */
export function eStatementsOn({ institution }: Pick<Deps, 'institution'>): boolean {
  return institution.option('EStatements') === true;
}

/** Who serves the statements (StatementProvider): 0 directly, 1 or 3 a vendor. */
export function statementProvider({ institution }: Pick<Deps, 'institution'>): StatementProvider {
  const provider = Number(institution.option('StatementProvider') ?? 0);
  return provider === 1 || provider === 3 ? provider : 0;
}

/** Sets the loan's statement format, recording the e-statement agreements agreed to; or answers why not. */
export function setStatementFormat(
  deps: LoanDeps,
  session: SessionUser,
  loan: LoanRow,
  request: SetStatementFormatRequest,
  ip: string,
): FormatRefusal | undefined {
  const { db, clock, institution } = deps;
  const agreed = new Set(request.AgreedHostNums ?? []);
  const missing = notAgreed(db, session.userId, eStatementAgreements(deps, todayOf(clock)));
  const refusal = formatChangeRefusal(
    {
      eStatementsOn: eStatementsOn(deps),
      paperAllowed: institution.option('PaperStatements') !== false,
      closed: isClosed({ Comment: loan.comment }),
      hasEmail: hasEmail(db, loan.customer_id),
      missingAgreements: missing.filter((agreement) => !agreed.has(agreement.hostNum)).length,
    },
    request.Format,
  );
  if (refusal) return refusal;
  if (request.Format === 'ElectronicOnly') {
    const before =
      db.get<{ last: number | null }>('SELECT MAX(id) AS last FROM agreement_records')!.last ?? 0;
    recordAgreements(db, clock, session.userId, ip, missing);
    db.run('UPDATE agreement_records SET account_number = :number WHERE id > :before AND user_id = :userId', {
      number: loan.number,
      before,
      userId: session.userId,
    });
  }
  db.run('UPDATE accounts SET statement_preference = :format WHERE id = :id', {
    format: request.Format,
    id: loan.id,
  });
  return undefined;
}

interface StatementRow {
  id: number;
  public_id: string;
  statement_date: string;
  start_date: string;
  end_date: string;
}

export function statementRow(db: Database, accountId: number, publicId: string): StatementRow | undefined {
  return db.get<StatementRow>(
    'SELECT * FROM statements WHERE account_id = :accountId AND public_id = :publicId',
    {
      accountId,
      publicId,
    },
  );
}

/** The loan's statements dated in `year`, newest first, each with its view token. */
export function statementList(
  deps: LoanDeps,
  session: SessionUser,
  loan: LoanRow,
  year: number,
): Statement[] {
  const { db, clock } = deps;
  const rows = db.all<StatementRow>(
    `SELECT * FROM statements WHERE account_id = :accountId AND substr(statement_date, 1, 4) = :year
      ORDER BY statement_date DESC, id DESC`,
    { accountId: loan.id, year: String(year) },
  );
  return rows.map((row) => ({
    Date: row.statement_date,
    Number: loan.number,
    Type: 'Loan',
    Id: row.public_id,
    Provider: statementProvider(deps),
    Start: row.start_date,
    End: row.end_date,
    Token: issueLoanToken(db, clock, 'statement', {
      userId: session.userId,
      accountId: loan.id,
      content: { statementId: row.public_id },
    }),
  }));
}
