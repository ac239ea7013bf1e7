/**
 * The institution options the payment rules read (src/domain/payments/options.ts), taken from
 * the institution's options after defaults. Every option file is validated against
 * schemas/institution-options.schema.json at start; this checks again that each payment
 * option has the type the domain expects, so a wrong one fails loudly instead of passing as
 * another type.
 */
import type { PaymentOptions } from '../../../src/domain/payments/options.ts';
import type { Institution } from '../../config/institution.ts';

const NUMBERS = [
  'MinimumAchAmount',
  'MinimumCardAmount',
  'MaxCardAmount',
  'MaxPayoffPercent',
  'ThirdPartyBranchMinimum',
  'ThirdPartyBranchMaximum',
  'MaxScheduledPayments',
] as const satisfies readonly (keyof PaymentOptions)[];

type BooleanName = Exclude<keyof PaymentOptions, (typeof NUMBERS)[number]>;

const BOOLEANS = [
  'AllowCardPayments',
  'AllowAchPayments',
  'AllowVisa',
  'AllowAmex',
  'AllowMaster',
  'AllowDiscover',
  'AllowCardProfiles',
  'AllowAchProfiles',
  'AllowSingleUseCard',
  'AllowSingleUseAch',
  'AllowScheduledCardPayments',
  'AllowScheduledAchPayments',
  'AllowFuturePayoffCard',
  'AllowFuturePayoffAch',
  'AllowRecurringCardPayments',
  'AllowRecurringAchPayments',
  'AllowSaturdayAchPayments',
  'AllowSundayAchPayments',
  'AllowSavingsAccounts',
  'DebitCardsOnly',
  'RequireFullBillingAddress',
  'ThirdPartyFees',
  'BlockImmediateAchAfterCutoff',
  'RequireMinimumPaymentAmount',
  'ForceTotalAmountDue',
  'ForceTotalDueAsMinimumPaymentWhenDelinquent',
  'AllowAdditionalAmountOnRecurring',
  'AllowAdditionalPrincipalOnRecurringACH',
  'AllowCustomAmountOnDaysBeforeDue',
  'ThirdPartyPayments',
  'RequireAchDraftAgreement',
] as const satisfies readonly BooleanName[];

// Every payment option is listed once: a name added to PaymentOptions and not here fails the type check.
type Missing = Exclude<BooleanName, (typeof BOOLEANS)[number]>;
const complete: Missing extends never ? true : Missing = true;

function isPaymentOptions(
  options: Readonly<Record<string, unknown>>,
): options is PaymentOptions & typeof options {
  return (
    complete &&
    NUMBERS.every((name) => typeof options[name] === 'number') &&
    BOOLEANS.every((name) => typeof options[name] === 'boolean')
  );
}

/** The institution's payment options; throws naming the first option of the wrong type. */
export function paymentOptions(institution: Institution): PaymentOptions {
  const options = institution.options.institutionOptions;
  if (isPaymentOptions(options)) return options;
  const wrong = [...NUMBERS, ...BOOLEANS].find(
    (name) => typeof options[name] !== (NUMBERS.includes(name as never) ? 'number' : 'boolean'),
  );
  throw new Error(`the institution option ${String(wrong)} has the wrong type`);
}
