/**
 * The E-statements calls for component tests: SetStatementFormat (its body checked against
 * schemas/api/loans.json), GetStatementList per year and GetAmsiveStatementUrl, each logged.
 * Answers are shaped as the contract says; a test gives its own statements or resolvers.
 */
import { http, HttpResponse } from 'msw';
import type { Statement } from '../../src/generated/api-types/loans';
import { mockEndpoints, type Resolver } from './mockEndpoints';
import { server } from './msw';

/** A statement of `date` (YYYY-MM-DD) covering the month before it. */
export function statement(accountNumber: string, date: string, provider: 0 | 1 | 3 = 0): Statement {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);
  const end = new Date(Date.UTC(year, month - 1, 0)).toISOString().slice(0, 10);
  return {
    Date: date,
    Number: accountNumber,
    Type: 'Loan',
    Id: `ST-${date}`,
    Provider: provider,
    Start: start,
    End: end,
    Token: `token-${date}`,
  };
}

export interface StatementsApiOptions {
  /** Statements by year (default none). */
  statements?: Record<number, Statement[]>;
  setFormat?: Resolver;
  /** The vendor address answer (default a vendor URL with the statement's token). */
  statementUrl?: (query: URLSearchParams) => Response;
}

export function mockStatementsApi({ statements = {}, setFormat, statementUrl }: StatementsApiOptions = {}) {
  const badRequests: string[] = [];
  const listQueries: string[] = [];
  const urlQueries: URLSearchParams[] = [];
  const log = mockEndpoints(
    {
      setFormat: {
        method: 'post',
        path: '/api/AccountEStatements/SetStatementFormat',
        request: 'api/loans.json#/$defs/SetStatementFormatRequest',
      },
    },
    { setFormat: () => HttpResponse.json({ HasNoErrors: true, Errors: [] }) },
    setFormat ? { setFormat } : {},
    badRequests,
  );
  server.use(
    http.get('/api/accountEStatements/GetStatementList', ({ request }) => {
      const params = new URL(request.url).searchParams;
      listQueries.push(params.toString());
      const list = statements[Number(params.get('Year'))] ?? [];
      return HttpResponse.json({ HasNoErrors: true, Errors: [], StatementList: list });
    }),
    http.get('/api/AccountEstatements/GetAmsiveStatementUrl', ({ request }) => {
      const params = new URL(request.url).searchParams;
      urlQueries.push(params);
      if (statementUrl) return statementUrl(params);
      return HttpResponse.json({
        HasNoErrors: true,
        Errors: [],
        StatementUrl: `https://statements.vendor.example/view?token=${params.get('Token')}`,
      });
    }),
  );
  return { log, badRequests, listQueries, urlQueries };
}
