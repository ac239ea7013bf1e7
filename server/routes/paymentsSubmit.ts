/**
 * Payment submissions and deletions (spec 02 §7): PaymentImmediate, PaymentScheduled and
 * PaymentRecurring SubmitCard / SubmitAch, and PaymentScheduled and PaymentRecurring
 * DeleteCard / DeleteAch. Signed in; only the caller's own loans and payments. The rules are
 * in services/payments/submit.ts and deletions.ts.
 */
import { Hono } from 'hono';
import type { PaymentMethodType } from '../../src/domain/payments/types.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { deleteLoanPayment, type DeleteKind } from '../services/payments/deletions.ts';
import { submitPayment } from '../services/payments/submit.ts';

const SCHEMA = 'api/payments.json#/$defs/';

const METHODS: readonly [suffix: 'Card' | 'Ach', type: PaymentMethodType][] = [
  ['Card', 'Card'],
  ['Ach', 'ACH'],
];

const ONE_TIME = [
  ['PaymentImmediate', 'immediate'],
  ['PaymentScheduled', 'scheduled'],
] as const;

const DELETABLE: readonly [area: string, kind: DeleteKind][] = [
  ['PaymentScheduled', 'scheduled'],
  ['PaymentRecurring', 'recurring'],
];

export function paymentSubmitRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  for (const [suffix, methodType] of METHODS) {
    for (const [area, kind] of ONE_TIME) {
      app.post(`/${area}/Submit${suffix}`, session, body(`${SCHEMA}SubmitPaymentRequest`), (c) =>
        c.json(
          submitPayment(deps, c.get('session'), {
            kind,
            methodType,
            path: c.req.path,
            request: c.req.valid('json'),
          }),
        ),
      );
    }
    app.post(
      `/PaymentRecurring/Submit${suffix}`,
      session,
      body(`${SCHEMA}SubmitRecurringPaymentRequest`),
      (c) =>
        c.json(
          submitPayment(deps, c.get('session'), {
            kind: 'recurring',
            methodType,
            path: c.req.path,
            request: c.req.valid('json'),
          }),
        ),
    );
    for (const [area, kind] of DELETABLE) {
      app.post(`/${area}/Delete${suffix}`, session, body(`${SCHEMA}DeletePaymentRequest`), (c) =>
        c.json(deleteLoanPayment(deps, c.get('session'), kind, methodType === 'Card', c.req.valid('json'))),
      );
    }
  }

  return app;
}
