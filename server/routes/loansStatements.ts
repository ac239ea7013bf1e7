/**
 * Statement format and e-statements (spec 03 §2.5, §4, §7): setting the format (with the
 * e-statement agreements agreed to), the statement list of a year, the statement vendor's
 * address of a statement (StatementProvider 1 or 3), and a statement as a real PDF opened in
 * a new window by its token (ViewStatement, no session header: the token from the list
 * grants that one statement for 10 minutes). With the option EStatements off the format and
 * list calls are refused (EStatementsOff).
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { clientIp } from '../http/clientIp.ts';
import { notFound } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { loanDetails, mailingAddress, ownLoan, type LoanRow } from '../services/loans/account.ts';
import {
  eStatementsOn,
  setStatementFormat,
  statementList,
  statementRow,
} from '../services/loans/eStatements.ts';
import { historyBetween } from '../services/loans/history.ts';
import { statementPdf } from '../services/loans/statementPdf.ts';
import { statementUrl } from '../services/loans/statementUrl.ts';
import { readLoanToken } from '../services/loans/tokens.ts';
import { refused, SAVED } from './loansDetails.ts';

const SCHEMA = 'api/loans.json#/$defs/';

export function loanStatementRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.post(
    '/AccountEStatements/SetStatementFormat',
    session,
    body(`${SCHEMA}SetStatementFormatRequest`),
    (c) => {
      const request = c.req.valid('json');
      const refusal = db.transaction(() => {
        const user = c.get('session');
        return setStatementFormat(deps, user, ownLoan(db, user, request.AccountNumber), request, clientIp(c));
      });
      return c.json(refusal ? refused(refusal) : SAVED);
    },
  );

  app.get('/accountEStatements/GetStatementList', session, query(`${SCHEMA}StatementListQuery`), (c) => {
    const { AccountNumber, Year } = c.req.valid('query');
    const list = db.transaction(() => {
      const user = c.get('session');
      const loan = ownLoan(db, user, AccountNumber);
      return eStatementsOn(deps) ? statementList(deps, user, loan, Year) : undefined;
    });
    if (!list) return c.json({ ...refused('EStatementsOff'), StatementList: [] });
    return c.json({ HasNoErrors: true, Errors: [], StatementList: list });
  });

  app.get('/AccountEstatements/GetAmsiveStatementUrl', session, query(`${SCHEMA}StatementUrlQuery`), (c) => {
    const request = c.req.valid('query');
    const answer = db.transaction(() => {
      const user = c.get('session');
      return statementUrl(deps, user, ownLoan(db, user, request.Number), request);
    });
    if ('refused' in answer) return c.json({ ...refused(answer.refused), StatementUrl: '' });
    return c.json({ ...SAVED, StatementUrl: answer.url });
  });

  app.get('/AccountEstatements/ViewStatement', query(`${SCHEMA}ViewStatementQuery`), async (c) => {
    const found = db.transaction(() => {
      const grant = readLoanToken<{ statementId: string }>(
        db,
        clock,
        'statement',
        c.req.valid('query').token,
      );
      const loan = grant && db.get<LoanRow>('SELECT * FROM accounts WHERE id = :id', { id: grant.accountId });
      const statement = grant && loan && statementRow(db, loan.id, grant.content.statementId);
      if (!loan || !statement) throw notFound('The statement link is unknown or expired.');
      const holder = db.get<{ first_name: string; last_name: string }>(
        'SELECT first_name, last_name FROM customers WHERE id = :id',
        { id: loan.customer_id },
      )!;
      return {
        loan,
        statement,
        borrower: `${holder.first_name} ${holder.last_name}`,
        address: mailingAddress(db, loan, loanDetails(db, loan.id)),
        entries: historyBetween(db, loan.id, statement.start_date, statement.end_date),
      };
    });
    const { loan, statement } = found;
    const pdf = await statementPdf({
      institution: institution.setting('shell.institutionName'),
      borrower: found.borrower,
      address: found.address,
      accountNumber: loan.number,
      description: loan.description,
      date: statement.statement_date,
      start: statement.start_date,
      end: statement.end_date,
      entries: found.entries,
      created: clock.now(),
    });
    c.header('Content-Type', 'application/pdf');
    c.header(
      'Content-Disposition',
      `inline; filename="statement-${loan.number}-${statement.statement_date}.pdf"`,
    );
    return c.body(pdf.slice().buffer);
  });

  return app;
}
