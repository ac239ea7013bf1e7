/**
 * Payment methods (spec 02 §7 PaymentMethod and ACHRoutingData): the caller's saved methods
 * and the loan's default, adding and checking cards and bank accounts, deleting methods, and
 * the routing-number lookup over the bundled table. Signed in; only the caller's own.
 */
import { Hono } from 'hono';
import { ROUTING_TABLE } from '../config/payments.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { paymentContext } from '../services/payments/context.ts';
import { checkBankAccount } from '../services/payments/newMethods.ts';
import {
  addAchMethod,
  addCardMethod,
  deleteSavedMethod,
  listMethods,
  removeDefault,
  setDefault,
} from '../services/payments/savedMethods.ts';

const SCHEMA = 'api/payments.json#/$defs/';

const NO_BANK = { Name: '', Address: '', City: '', State: '', Zip: '', BankExists: false };

export function paymentMethodRoutes(deps: Deps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.post('/PaymentMethod/GetPaymentMethods', session, body(`${SCHEMA}PaymentMethodsRequest`), (c) =>
    c.json(db.transaction(() => listMethods(deps, c.get('session'), c.req.valid('json').AccountNumber))),
  );

  app.post(
    '/PaymentMethod/AddCardPaymentMethod',
    session,
    body(`${SCHEMA}AddCardPaymentMethodRequest`),
    (c) => c.json(db.transaction(() => addCardMethod(deps, c.get('session'), c.req.valid('json')))),
  );

  app.post('/PaymentMethod/AddAchPaymentMethod', session, body(`${SCHEMA}AchPaymentMethodRequest`), (c) =>
    c.json(db.transaction(() => addAchMethod(deps, c.get('session'), c.req.valid('json')))),
  );

  app.post(
    '/PaymentMethod/ValidateAchPaymentMethod',
    session,
    body(`${SCHEMA}AchPaymentMethodRequest`),
    (c) => {
      const request = c.req.valid('json');
      if (request.LoanAccountNumber !== undefined)
        db.transaction(() => paymentContext(deps, c.get('session'), request.LoanAccountNumber!));
      const { bank } = checkBankAccount(deps, request);
      return c.json({ HasNoErrors: true, Errors: [], Bank: { ...bank, BankExists: true } });
    },
  );

  app.post('/PaymentMethod/DeleteCardPayment', session, body(`${SCHEMA}DeleteCardPaymentRequest`), (c) =>
    c.json(
      db.transaction(() => deleteSavedMethod(deps, c.get('session'), c.req.valid('json').ProfileId, true)),
    ),
  );

  app.post('/PaymentMethod/DeleteAchPayment', session, body(`${SCHEMA}DeleteAchPaymentRequest`), (c) =>
    c.json(
      db.transaction(() => deleteSavedMethod(deps, c.get('session'), c.req.valid('json').ProfileId, false)),
    ),
  );

  app.post(
    '/PaymentMethod/SetDefaultPaymentMethod',
    session,
    body(`${SCHEMA}SetDefaultPaymentMethodRequest`),
    (c) => c.json(db.transaction(() => setDefault(deps, c.get('session'), c.req.valid('json')))),
  );

  app.delete(
    '/PaymentMethod/RemoveDefaultPaymentMethod',
    session,
    query(`${SCHEMA}RemoveDefaultPaymentMethodQuery`),
    (c) =>
      c.json(db.transaction(() => removeDefault(deps, c.get('session'), c.req.valid('query').accountNumber))),
  );

  app.get('/ACHRoutingData', session, query(`${SCHEMA}RoutingDataQuery`), (c) => {
    const { routingNumber } = c.req.valid('query');
    const bank = ROUTING_TABLE.get(routingNumber);
    return c.json(bank ? { ...bank, BankExists: true } : { ...NO_BANK, RoutingNumber: routingNumber });
  });

  return app;
}
