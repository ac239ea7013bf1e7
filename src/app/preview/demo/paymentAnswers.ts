/**
 * The demo answers of Make A Payment (spec 02 §7). Writes succeed without changing anything;
 * a submit answers the confirmation the screen shows (a reference number, the payment's date
 * and total), a delete the account's token.
 */
import { moved, today } from './clock';
import { PAYMENT_INFO, PAYMENT_METHODS } from './paymentsData';
import { DONE, field, refuse, type DemoTable } from './table';

/** The payment information of a loan demo.borrower can pay; the payment date is always today. */
function paymentInfo(number: string | null) {
  if (number === null || !Object.hasOwn(PAYMENT_INFO, number)) return refuse(403, 'NotYourAccount');
  const info = moved(PAYMENT_INFO[number]!);
  const details = info.PaymentDetails as Record<string, unknown>;
  return { ...info, PaymentDetails: { ...details, PaymentDate: today() } };
}

const FEES = { debit: 2.5, credit: 3.95 };

function thirdPartyFee(body: unknown) {
  const flag = (name: string) =>
    typeof body === 'object' && body !== null && Reflect.get(body, name) === true;
  const fee = flag('IsDebitCard') ? FEES.debit : flag('IsCreditCard') ? FEES.credit : 0;
  return { ...DONE, ThirdPartyFeeAmount: fee };
}

function submitted(body: unknown) {
  const payment = typeof body === 'object' && body !== null ? Reflect.get(body, 'Payment') : undefined;
  const details =
    typeof payment === 'object' && payment !== null ? Reflect.get(payment, 'Details') : undefined;
  const date = field(details, 'PaymentDate');
  return { ...DONE, ReferenceNumber: 'HV-PREVIEW1', PaymentDate: date || today() };
}

const ZIONS = {
  Name: 'Zions Bancorporation, N.A.',
  Address: 'One South Main Street',
  City: 'Salt Lake City',
  State: 'UT',
  Zip: '84133',
  RoutingNumber: '124000054',
  BankExists: true,
};

const METHOD_SAVED = { ...DONE, DefaultPaymentMethod: PAYMENT_METHODS.DefaultPaymentMethod };

export const paymentAnswers: DemoTable = {
  'GET PaymentInformation/GetPaymentInfo': ({ query }) => paymentInfo(query.get('accountNumber')),
  'GET PaymentInformation/GetPayOffQuote': ({ query }) => {
    const info = paymentInfo(query.get('AccountNumber'));
    if (!('PayOffAmount' in info)) return info;
    return { ...DONE, PayOffQuoteAmount: info.PayOffAmount, PayOffDate: query.get('PayOffDate') ?? today() };
  },
  'POST PaymentInformation/GetThirdPartyFee': ({ body }) => thirdPartyFee(body),
  'POST PaymentInformation/RetrieveDownloadToken': () => 'preview-token',
  'POST PaymentMethod/GetPaymentMethods': () => PAYMENT_METHODS,
  'POST PaymentMethod/SetDefaultPaymentMethod': () => METHOD_SAVED,
  'DELETE PaymentMethod/RemoveDefaultPaymentMethod': () => ({ ...DONE, DefaultPaymentMethod: null }),
  'POST PaymentMethod/AddCardPaymentMethod': () => METHOD_SAVED,
  'POST PaymentMethod/AddAchPaymentMethod': () => METHOD_SAVED,
  'POST PaymentMethod/ValidateAchPaymentMethod': () => ({ ...DONE, Bank: ZIONS }),
  'POST PaymentMethod/DeleteCardPayment': () => METHOD_SAVED,
  'POST PaymentMethod/DeleteAchPayment': () => METHOD_SAVED,
  'GET ACHRoutingData': ({ query }) =>
    query.get('routingNumber') === ZIONS.RoutingNumber
      ? ZIONS
      : { Name: '', Address: '', City: '', State: '', Zip: '', RoutingNumber: '', BankExists: false },
  'POST AchDraftAgreement/PrepareAchDraftAgreementPreview': () => ({
    ...DONE,
    PassableToken: 'preview-token',
    Expires: new Date(Date.now() + 30 * 60 * 1000).toISOString(),
  }),
  ...Object.fromEntries(
    ['PaymentImmediate', 'PaymentScheduled', 'PaymentRecurring'].flatMap((area) =>
      ['Card', 'Ach'].map((kind) => [`POST ${area}/Submit${kind}`, ({ body }) => submitted(body)] as const),
    ),
  ),
  ...Object.fromEntries(
    ['PaymentScheduled', 'PaymentRecurring'].flatMap((area) =>
      ['Card', 'Ach'].map((kind) => [
        `POST ${area}/Delete${kind}`,
        () => ({ ...DONE, Token: 'preview-token' }),
      ]),
    ),
  ),
};
