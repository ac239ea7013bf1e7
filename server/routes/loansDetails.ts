/**
 * The loan screen's calls (spec 03 §2.3, §2.4, §2.7, §2.13, §7): account details, the mailing
 * address, alerts, hiding an account, insurance and application details. Every call is
 * signed in and reaches only the caller's own accounts and applications (403 otherwise);
 * a refused save answers 200 with HasNoErrors false and the reason code (schemas/api/loans.json).
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { ownAccount, ownLoan, loanDetails } from '../services/loans/account.ts';
import { updateAddress } from '../services/loans/address.ts';
import { saveAlerts } from '../services/loans/alerts.ts';
import { applicationDetails } from '../services/loans/application.ts';
import { accountDetails } from '../services/loans/details.ts';
import { insuranceOf } from '../services/loans/insurance.ts';

const SCHEMA = 'api/loans.json#/$defs/';

/** The answer of a refused save: 200, HasNoErrors false, the reason code first. */
export function refused(code: string) {
  return { HasNoErrors: false, Errors: [{ ErrorMessage: code }] };
}

export const SAVED = { HasNoErrors: true, Errors: [] };

export function loanDetailRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/AccountDetails', session, query(`${SCHEMA}AccountQuery`), (c) =>
    c.json(db.transaction(() => accountDetails(deps, c.get('session'), c.req.valid('query').accountNumber))),
  );

  app.post('/Account/UpdateAddress', session, body(`${SCHEMA}UpdateAddressRequest`), (c) => {
    const { AccountNumber, Address } = c.req.valid('json');
    const result = db.transaction(() =>
      updateAddress(db, ownLoan(db, c.get('session'), AccountNumber), Address),
    );
    if ('refused' in result) return c.json({ ...refused(result.refused), Address: null });
    return c.json({ ...SAVED, Address: result.saved });
  });

  app.post('/AccountAlerts', session, body(`${SCHEMA}AlertsRequest`), (c) => {
    const request = c.req.valid('json');
    const refusal = db.transaction(() => {
      const loan = ownLoan(db, c.get('session'), request.AccountNumber);
      loanDetails(db, loan.id);
      return saveAlerts(deps, loan, request);
    });
    return c.json(refusal ? refused(refusal) : SAVED);
  });

  app.post('/Account/ShowHideAccount', session, body(`${SCHEMA}ShowHideAccountRequest`), (c) => {
    const { AccountNumber } = c.req.valid('json');
    db.transaction(() => {
      const account = ownAccount(db, c.get('session'), AccountNumber);
      db.run('UPDATE accounts SET hidden = 1 WHERE id = :id', { id: account.id });
    });
    return c.json(SAVED);
  });

  app.post('/Insurance/GetInsuranceInformation', session, body(`${SCHEMA}InsuranceRequest`), (c) => {
    const { accountNumber } = c.req.valid('json');
    return c.json(insuranceOf(db, ownLoan(db, c.get('session'), accountNumber).id));
  });

  app.get('/Application', session, query(`${SCHEMA}ApplicationQuery`), (c) =>
    c.json(applicationDetails(db, c.get('session').customerId, c.req.valid('query').applicationNumber)),
  );

  return app;
}
