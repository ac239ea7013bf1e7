/**
 * Payment information (spec 02 §7 PaymentInformation): the loan's payment information, payoff
 * quotes and their PDF breakdown, and the third-party fee. Every call but the PDF download is
 * signed in and reads only the caller's own loans (403 otherwise); the download, opened in a
 * new window without the session header, is authorised by its single-use token, which is
 * handed out only when the institution offers the breakdown (PayoffQuotePdfDownload).
 */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/env.ts';
import { forbidden } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body, query } from '../http/validate.ts';
import { paymentContext } from '../services/payments/context.ts';
import { eligibilityRefusal } from '../services/payments/eligibility.ts';
import {
  payoffBreakdownPdf,
  payoffDownloadToken,
  payoffQuote,
  thirdPartyFee,
} from '../services/payments/quotes.ts';

const SCHEMA = 'api/payments.json#/$defs/';

export function paymentInformationRoutes(deps: Deps) {
  const { db, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/PaymentInformation/GetPaymentInfo', session, query(`${SCHEMA}AccountQuery`), (c) => {
    const info = db.transaction(() => {
      const context = paymentContext(deps, c.get('session'), c.req.valid('query').accountNumber);
      const refused = eligibilityRefusal(context, 'info');
      if (refused) throw refused;
      return context.info;
    });
    return c.json(info);
  });

  app.get('/PaymentInformation/GetPayOffQuote', session, query(`${SCHEMA}PayOffQuoteQuery`), (c) => {
    const { AccountNumber, PayOffDate } = c.req.valid('query');
    return c.json(
      db.transaction(() => payoffQuote(paymentContext(deps, c.get('session'), AccountNumber), PayOffDate)),
    );
  });

  app.post('/PaymentInformation/GetThirdPartyFee', session, body(`${SCHEMA}ThirdPartyFeeRequest`), (c) => {
    const request = c.req.valid('json');
    db.transaction(() => paymentContext(deps, c.get('session'), request.LoanNumber));
    return c.json(thirdPartyFee(deps, request));
  });

  app.post(
    '/PaymentInformation/RetrieveDownloadToken',
    session,
    body(`${SCHEMA}DownloadTokenRequest`),
    (c) => {
      // The breakdown is offered only with its option, as the portal's payoff dialog shows its link.
      if (institution.option('PayoffQuotePdfDownload') !== true)
        throw forbidden('NotOffered', 'The payoff quote breakdown is not offered by this institution.');
      const { AccountNumber, EffectiveDate } = c.req.valid('json');
      const token = db.transaction(() =>
        payoffDownloadToken(paymentContext(deps, c.get('session'), AccountNumber), EffectiveDate),
      );
      return c.json(token);
    },
  );

  app.get(
    '/PaymentInformation/DownloadPayoffQuoteBreakdown',
    query(`${SCHEMA}DownloadPayoffQuoteBreakdownQuery`),
    async (c) => {
      const { loan, pdf } = await payoffBreakdownPdf(deps, c.req.valid('query').downloadToken);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `inline; filename="payoff-quote-${loan.number}.pdf"`);
      return c.body(pdf.slice().buffer);
    },
  );

  return app;
}
