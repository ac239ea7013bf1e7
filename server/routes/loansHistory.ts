/**
 * Account history (spec 03 §2.6, §7): the transactions of a 30, 60, 90 or all-days window,
 * and their CSV or PDF download through a single-use token (RetrieveDownloadToken, then
 * DownloadAccountHistory opened in a new tab without the session header: the token alone
 * grants the file, once, for 60 seconds). Any account of the caller's has a history.
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { notFound } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { ownAccount, type LoanRow } from '../services/loans/account.ts';
import { historyEntries } from '../services/loans/history.ts';
import { historyCsv, historyPdf } from '../services/loans/historyFiles.ts';
import { issueLoanToken, readLoanToken } from '../services/loans/tokens.ts';
import { todayOf } from '../services/payments/calendar.ts';

const SCHEMA = 'api/loans.json#/$defs/';

interface DownloadGrant {
  days: number;
  type: 0 | 1;
}

export function loanHistoryRoutes(deps: Deps) {
  const { db, clock, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/AccountHistory', session, query(`${SCHEMA}AccountHistoryQuery`), (c) => {
    const { accountNumber, days } = c.req.valid('query');
    const account = ownAccount(db, c.get('session'), accountNumber);
    return c.json({
      HasNoErrors: true,
      Errors: [],
      List: historyEntries(db, account.id, todayOf(clock), days),
    });
  });

  app.post(
    '/AccountHistory/RetrieveDownloadToken',
    session,
    body(`${SCHEMA}HistoryDownloadTokenRequest`),
    (c) => {
      const { AccountNumber, DaysOfHistory, DownloadType } = c.req.valid('json');
      const token = db.transaction(() => {
        const account = ownAccount(db, c.get('session'), AccountNumber);
        const grant: DownloadGrant = { days: DaysOfHistory, type: DownloadType };
        return issueLoanToken(db, clock, 'historyDownload', {
          userId: c.get('session').userId,
          accountId: account.id,
          content: grant,
        });
      });
      return c.json(token);
    },
  );

  app.get(
    '/AccountHistory/DownloadAccountHistory',
    query(`${SCHEMA}DownloadAccountHistoryQuery`),
    async (c) => {
      const found = db.transaction(() => {
        const grant = readLoanToken<DownloadGrant>(db, clock, 'historyDownload', c.req.valid('query').token, {
          consume: true,
        });
        const account =
          grant && db.get<LoanRow>('SELECT * FROM accounts WHERE id = :id', { id: grant.accountId });
        if (!grant || !account) throw notFound('The download link is unknown, used or expired.');
        return {
          grant,
          account,
          entries: historyEntries(db, account.id, todayOf(clock), grant.content.days),
        };
      });
      const { grant, account, entries } = found;
      const name = `account-history-${account.number}-${grant.content.days}-days`;
      if (grant.content.type === 0) {
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="${name}.csv"`);
        return c.body(historyCsv(entries));
      }
      const pdf = await historyPdf(
        {
          institution: institution.setting('shell.institutionName'),
          accountNumber: account.number,
          description: account.description,
          days: grant.content.days,
          created: clock.now(),
        },
        entries,
      );
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${name}.pdf"`);
      return c.body(pdf.slice().buffer);
    },
  );

  return app;
}
