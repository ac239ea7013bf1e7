/**
 * The contact info change's API for component tests: the account list and
 * PUT /api/ManualChangeContactInfo, whose body is checked against schemas/api/contactChange.json
 * (a body that does not conform is answered 400 and recorded in badRequests).
 */
import { http, HttpResponse } from 'msw';
import type { Account } from '../../src/domain/accounts';
import { createProjectAjv, describeErrors, schemaValidator } from '../../tools/project.ts';
import { loan } from './paymentApi';
import { server } from './msw';

const validate = schemaValidator(createProjectAjv(), 'api/contactChange.json#/$defs/ContactChangeRequest');

export interface ContactChangeApiOptions {
  accounts?: Account[];
  /** The account list's HTTP status, when it fails. */
  accountListStatus?: number;
  /** The answer to the request (default: a success). */
  answer?: () => Response | Promise<Response>;
}

export function mockContactChangeApi({ accounts, accountListStatus, answer }: ContactChangeApiOptions = {}) {
  const sent: unknown[] = [];
  const badRequests: string[] = [];
  server.use(
    http.get('/api/accountList', () =>
      accountListStatus
        ? HttpResponse.json(
            { HasNoErrors: false, Errors: [{ ErrorMessage: 'Error' }] },
            { status: accountListStatus },
          )
        : HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: accounts ?? [] }),
    ),
    http.put('/api/ManualChangeContactInfo', async ({ request }) => {
      const body: unknown = await request.json();
      sent.push(body);
      if (!validate(body)) {
        badRequests.push(`${JSON.stringify(body)}:\n${describeErrors(validate)}`);
        return HttpResponse.json(
          { HasNoErrors: false, Errors: [{ ErrorMessage: 'BadRequest' }] },
          { status: 400 },
        );
      }
      return answer ? answer() : HttpResponse.json({ HasNoErrors: true, Errors: [] });
    }),
  );
  return { sent, badRequests };
}

/** A loan account, a line of credit and a deposit: the checklist shows the first two. */
export const ACCOUNTS: Account[] = [
  loan('01-123400-1'),
  loan('01-555120-3', { Type: 'LineOfCredit', TypeCode: 9 }),
  loan('22-004512-0', { Type: 'Deposit', TypeCode: 1 }),
];
