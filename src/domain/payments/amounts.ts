/**
 * Payment amount limits and validation (spec 02 §5 "Payment amount", "Minimum", "Maximum",
 * "Additional principal", "Pay-amount-due checkbox"; §4 "The amount step is skipped …").
 * Amounts are integer cents; the institution options are dollars and go through toCents.
 *
 * Every message is a settings key of the group `paymentAmounts` (schemas/settings.schema.json),
 * with its placeholders returned as params.
 */
import { centsTimesFraction, DEFAULT_MINIMUM_CENTS, formatUsd, toCents } from './money';
import type { PaymentOptions } from './options';
import type { Frequency, PaymentKind, PaymentMethodType } from './types';

/** What the amount rules read about the payment and the loan (spec 02 §3 accountInfo). */
export interface AmountFacts {
  method: PaymentMethodType;
  kind: PaymentKind;
  frequency: Frequency;
  /** The payment date is after today. */
  futureDate: boolean;
  delinquent: boolean;
  totalDueCents: number;
  /** defaultPmtAmount / regularPmtAmount. */
  regularAmountCents: number;
  /** The payoff quote for the date, else the loan's payoff amount. */
  payoffCents: number;
  lineOfCredit: boolean;
}

/** The options amountLimits reads. */
export type AmountLimitOptions = Pick<
  PaymentOptions,
  | 'MinimumAchAmount'
  | 'MinimumCardAmount'
  | 'MaxCardAmount'
  | 'MaxPayoffPercent'
  | 'ForceTotalDueAsMinimumPaymentWhenDelinquent'
  | 'RequireMinimumPaymentAmount'
  | 'ForceTotalAmountDue'
  | 'AllowAdditionalAmountOnRecurring'
>;

/** The amount range of a payment and the two method warnings (spec 02 §5). */
export interface AmountLimits {
  minimumCents: number;
  maximumCents: number;
  /** A card payment whose card minimum is at or above the max card amount: ACH only. */
  cardOnlyAchError: boolean;
  /** The regular amount exceeds the maximum: warn and clamp. */
  regularOverMaximum: boolean;
}

export type AmountMessageKey =
  | 'paymentAmounts.invalid'
  | 'paymentAmounts.required'
  | 'paymentAmounts.between'
  | 'paymentAmounts.overRegularAmount'
  | 'paymentAmounts.cardOnlyAch'
  | 'paymentAmounts.regularOverMaximum'
  | 'paymentAmounts.additionalPrincipalInvalid'
  | 'paymentAmounts.calculatedAtPaymentTime';

/** A message to show: its settings key and the values of its `{name}` placeholders. */
export interface AmountMessage {
  key: AmountMessageKey;
  params?: Record<string, string>;
}

/** The key of the message that replaces the total step when the rule paymentAmountAtPaymentTime holds (spec 02 §4). */
export const CALCULATED_AT_PAYMENT_TIME_KEY: AmountMessageKey = 'paymentAmounts.calculatedAtPaymentTime';

/** An option in dollars as cents, with 0 (or less, or not a number) read as "not set". */
function optionCents(dollars: number): number | undefined {
  const cents = toCents(dollars);
  return Number.isFinite(cents) && cents > 0 ? cents : undefined;
}

/**
 * The configured minimum (spec 02 §5 "Minimum: 0.01 by default, or the configured ACH or card
 * minimum"): MinimumCardAmount or MinimumAchAmount by method, 0 meaning the 0.01 default.
 */
function configuredMinimumCents(
  method: PaymentMethodType,
  options: Pick<PaymentOptions, 'MinimumAchAmount' | 'MinimumCardAmount'>,
): number {
  const configured = method === 'Card' ? options.MinimumCardAmount : options.MinimumAchAmount;
  return optionCents(configured) ?? DEFAULT_MINIMUM_CENTS;
}

/**
 * The payoff amount limited by MaxPayoffPercent (spec 02 §5 "the payoff amount, multiplied by
 * the max payoff percent when set"): 0 and 1 (and anything outside 0…1) both mean 100%; a
 * fraction is applied exactly and rounded down to the cent, so the maximum never exceeds it.
 */
function payoffMaximumCents(payoffCents: number, maxPayoffPercent: number): number {
  const partial = maxPayoffPercent > 0 && maxPayoffPercent < 1;
  return partial ? centsTimesFraction(payoffCents, maxPayoffPercent) : payoffCents;
}

/**
 * The maximum (spec 02 §5 "Maximum"): a card uses MaxCardAmount (0 means no card maximum: the
 * payoff rule applies); a recurring ACH payment without AllowAdditionalAmountOnRecurring uses
 * the regular amount; otherwise the payoff amount × MaxPayoffPercent.
 */
function maximumCents(facts: AmountFacts, options: AmountLimitOptions): number {
  if (facts.method === 'Card') {
    const maxCard = optionCents(options.MaxCardAmount);
    if (maxCard !== undefined) return maxCard;
  } else if (facts.kind === 'recurring' && !options.AllowAdditionalAmountOnRecurring) {
    return facts.regularAmountCents;
  }
  return payoffMaximumCents(facts.payoffCents, options.MaxPayoffPercent);
}

/**
 * The rule-driven minimum before it is raised and capped (spec 02 §5 "Minimum"), branch by
 * branch: delinquent with ForceTotalDueAsMinimumPaymentWhenDelinquent -> the greater of total
 * due and the configured minimum; else RequireMinimumPaymentAmount and a date that is not in
 * the future -> the smallest of regular amount, total due and payoff (a 0 among them counts as
 * an amount: nothing of that kind is owed, so the smallest is 0 and the configured minimum
 * applies); else ForceTotalAmountDue on a payment that is not recurring -> the total due; else
 * the configured minimum.
 */
function ruleMinimumCents(facts: AmountFacts, options: AmountLimitOptions, configured: number): number {
  if (options.ForceTotalDueAsMinimumPaymentWhenDelinquent && facts.delinquent) {
    return Math.max(facts.totalDueCents, configured);
  }
  if (options.RequireMinimumPaymentAmount && !facts.futureDate) {
    return Math.min(facts.regularAmountCents, facts.totalDueCents, facts.payoffCents);
  }
  if (options.ForceTotalAmountDue && facts.kind !== 'recurring') return facts.totalDueCents;
  return configured;
}

/**
 * The amount range of a payment (spec 02 §5 "Minimum" and "Maximum"): the rule minimum raised
 * to the configured minimum and capped at the maximum; cardOnlyAchError when a card's
 * configured minimum is at or above a set MaxCardAmount; regularOverMaximum when the regular
 * amount exceeds the maximum.
 */
export function amountLimits(facts: AmountFacts, options: AmountLimitOptions): AmountLimits {
  const configured = configuredMinimumCents(facts.method, options);
  const maximum = maximumCents(facts, options);
  const minimum = Math.min(Math.max(ruleMinimumCents(facts, options, configured), configured), maximum);
  const maxCard = optionCents(options.MaxCardAmount);
  return {
    minimumCents: minimum,
    maximumCents: maximum,
    cardOnlyAchError: facts.method === 'Card' && maxCard !== undefined && configured >= maxCard,
    regularOverMaximum: facts.regularAmountCents > maximum,
  };
}

/**
 * The error of the payment amount, or undefined when it is valid (spec 02 §5 "Payment amount"),
 * in this order: a card payment that only ACH can make ('Only payment by ACH is allowed …');
 * unreadable input, a fraction of a cent or a negative amount (invalid; the spec quotes no
 * wording); 0 or empty ('Payment amount is required'); outside [minimum, maximum] ('Payment
 * amount must be between {min} and {max}'); a recurring payment above the regular amount
 * without AllowAdditionalAmountOnRecurring ({regular}; the spec quotes no wording).
 *
 * @param cents the parsed amount; undefined means the input was unreadable.
 */
export function amountError(
  cents: number | undefined,
  limits: AmountLimits,
  facts: Pick<AmountFacts, 'kind' | 'regularAmountCents'>,
  options: Pick<PaymentOptions, 'AllowAdditionalAmountOnRecurring'>,
  /** The locale the amounts of the message are shown in (the portal's app.locale; none: the server's English). */
  locale?: string,
): AmountMessage | undefined {
  if (limits.cardOnlyAchError) return { key: 'paymentAmounts.cardOnlyAch' };
  if (cents === undefined || !Number.isInteger(cents) || cents < 0) return { key: 'paymentAmounts.invalid' };
  if (cents === 0) return { key: 'paymentAmounts.required' };
  if (cents < limits.minimumCents || cents > limits.maximumCents) {
    const params = {
      min: formatUsd(limits.minimumCents, locale),
      max: formatUsd(limits.maximumCents, locale),
    };
    return { key: 'paymentAmounts.between', params };
  }
  const overRegular = facts.kind === 'recurring' && cents > facts.regularAmountCents;
  if (overRegular && !options.AllowAdditionalAmountOnRecurring) {
    return {
      key: 'paymentAmounts.overRegularAmount',
      params: { regular: formatUsd(facts.regularAmountCents, locale) },
    };
  }
  return undefined;
}

/** The warning of spec 02 §5 "Maximum" with the amount it clamps the regular amount to. */
export interface RegularAmountWarning {
  key: AmountMessageKey;
  clampedCents: number;
}

/**
 * When the regular amount exceeds the maximum (spec 02 §5 "Maximum"): a warning that the total
 * due exceeds the maximum for the method and another method should be chosen, and the amount
 * clamped to the maximum; else undefined.
 */
export function regularAmountWarning(
  limits: Pick<AmountLimits, 'maximumCents'>,
  facts: Pick<AmountFacts, 'regularAmountCents'>,
): RegularAmountWarning | undefined {
  if (facts.regularAmountCents <= limits.maximumCents) return undefined;
  return { key: 'paymentAmounts.regularOverMaximum', clampedCents: limits.maximumCents };
}

/**
 * The error of the additional principal (spec 02 §5, default 0): unreadable input, a negative
 * amount or a fraction of a cent is invalid (the spec quotes no wording); 0 and more are valid.
 */
export function additionalPrincipalError(cents: number | undefined): AmountMessage | undefined {
  const valid = cents !== undefined && Number.isInteger(cents) && cents >= 0;
  return valid ? undefined : { key: 'paymentAmounts.additionalPrincipalInvalid' };
}

/**
 * The amount the pay-amount-due checkbox sets (spec 02 §5): the regular amount, 0 for a line
 * of credit (whose amount is calculated at payment time).
 */
export function payAmountDueCents(facts: Pick<AmountFacts, 'regularAmountCents' | 'lineOfCredit'>): number {
  return facts.lineOfCredit ? 0 : facts.regularAmountCents;
}

/** What the skipped amount step sets the amount from (spec 02 §4). */
export interface AutomaticAmountInput {
  /** The payoff toggle is on. */
  isPayoff: boolean;
  /** The payoff quote for the date, or today's payoff amount. */
  payoffCents: number;
  regularAmountCents: number;
  /** The rule paymentAmountAtPaymentTime holds: a recurring line of credit paying the amount due. */
  atPaymentTime: boolean;
}

/**
 * The amount set automatically when the amount step is skipped (whether it is skipped is the
 * rule paymentSkipsAmount of rules/payments.json, spec 02 §4): a payoff pays the payoff amount;
 * a days-before-due or on-due-date payment pays the regular amount, or 0 when the amount is
 * calculated at payment time (line of credit).
 */
export function automaticAmountCents(input: AutomaticAmountInput): number {
  if (input.isPayoff) return input.payoffCents;
  return input.atPaymentTime ? 0 : input.regularAmountCents;
}
