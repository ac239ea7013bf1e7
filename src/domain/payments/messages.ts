/**
 * The payment flow's error and message catalogue (spec 02 §8, with the delete confirmations of
 * §2 and the recurring-delete refusal of §6). Every function answers settings keys of the
 * `paymentErrors` group (declared in schemas/settings.schema.json with the spec's wording as
 * default) and their `{name}` params, never English text.
 */

import { daysBetween } from '../dates/isoDate';
import { own } from '../own';
import type { PaymentMethodType } from './types';

/** Every key name of the `paymentErrors` group; the default wording is in the settings schema. */
export const PAYMENT_ERROR_NAMES = [
  // Submission (§8 "Submission messages" and "Fixed wording")
  'error',
  'connection',
  'generic',
  'processingError',
  'processingErrorNoDetail',
  'declined',
  'overLimit',
  'invalidInfo',
  'expired',
  'securityNotAllowed',
  'securityAchNotAllowed',
  'niteMode',
  'onlinePaymentsBlocked',
  'onlineAchPaymentsBlocked',
  'niteProcessing',
  'recurringAchDeleteNotAllowed',
  'recurringCardDeleteNotAllowed',
  'recurringDeleteNotAllowedNow',
  'cannotRecurringAch',
  'cannotRecurringCard',
  'cannotScheduleAch',
  'cannotScheduleCard',
  'scheduledAchNotModifiable',
  'scheduledCardNotModifiable',
  'creditCardsNotAccepted',
  'cardExtraMessage',
  // Account messages (§8)
  'accountGeneric',
  'accountNiteMode',
  'accountPaymentBlocked',
  'accountBlockedOnPendingRecurring',
  'accountDelinquent',
  'accountNoPaymentNeeded',
  'accountDisabledAfterCutoff',
  // Deleting payments (§2, §6, §8)
  'deleteRecurringFailed',
  'deleteScheduledFailed',
  'recurringDeleteBlocked',
  'confirmDeleteRecurring',
  'confirmDeleteScheduled',
  // Payoff (§8)
  'payoffQuoteFailed',
  'payoffPastDate',
  'payoffRequestFailed',
  'payoffRequestSucceeded',
  // Payment methods and agreements (§8)
  'achInvalidRoutingNumber',
  'achInvalidAccountNumber',
  'achInvalidAccountNumberInternal',
  'achValidationFailed',
  'methodAlreadyExists',
  'saveMethodFailed',
  'achTermsRefused',
  'agreementPostFailed',
  'routingLookupFailed',
  'feeLoadFailed',
  'cardNotAllowed',
  'achNotAllowed',
  'deleteMethodFailed',
  'deleteMethodSucceeded',
  'setDefaultFailed',
  // Info messages and configurable texts (§8)
  'multipleScheduled',
  'scheduled',
  'retrieving',
  'payWithoutSaving',
  'deleting',
  'reachedMaxScheduledAllowed',
  'mustSavePaymentMethod',
  'payOffQuote',
  'contactInstitution',
  'checkEnteredInfo',
  'immediateOnlyUnsavedMethod',
  'cannotScheduleForTime',
  'routingNumberNotValidated',
  'doNotSubmitAgain',
  'serverMessage',
] as const;

export type PaymentErrorName = (typeof PAYMENT_ERROR_NAMES)[number];

/** A settings key of the `paymentErrors` group. */
export type PaymentErrorKey = `paymentErrors.${PaymentErrorName}`;

/** A message to show: its settings key and the values of its `{name}` placeholders. */
export interface PaymentErrorMessage {
  key: PaymentErrorKey;
  params?: Readonly<Record<string, string>>;
}

const keyOf = (name: PaymentErrorName): PaymentErrorKey => `paymentErrors.${name}`;
const messageOf = (name: PaymentErrorName): PaymentErrorMessage => ({ key: keyOf(name) });

/** Every key of the group, for catalogue checks. */
export const PAYMENT_ERROR_KEYS: readonly PaymentErrorKey[] = PAYMENT_ERROR_NAMES.map(keyOf);

/**
 * The keys of the messages that need no mapping, by name (spec 02 §2, §6, §8): e.g.
 * `PAYMENT_MESSAGE_KEYS.achTermsRefused`. 'cardExtraMessage' defaults to empty (spec §8: the
 * extra card message is appended only when one is configured).
 */
export const PAYMENT_MESSAGE_KEYS: Readonly<Record<PaymentErrorName, PaymentErrorKey>> = Object.fromEntries(
  PAYMENT_ERROR_NAMES.map((name) => [name, keyOf(name)]),
) as Record<PaymentErrorName, PaymentErrorKey>;

// ---------------------------------------------------------------------------------------------
// Submission failures (spec 02 §8 "Submission messages", "Fixed wording"; §4 "Submit")

/** A submit failure's message; `connectionKey` and the card message are shown with it. */
export interface SubmissionMessage {
  key: PaymentErrorKey;
  params?: Readonly<Record<string, string>>;
  /** Network failure: the connection text ('Connection error. Please try again later.') too. */
  connectionKey?: PaymentErrorKey;
  /** Card payments: the caller appends `paymentErrors.cardExtraMessage` when it is not empty. */
  appendCardMessage: boolean;
  /** Decline, over-limit, invalid info and expired disable the submit button (§4 "Submit"). */
  disablesSubmit: boolean;
}

interface SubmissionCodeEntry {
  key: PaymentErrorKey;
  disablesSubmit: boolean;
}

const fixed = (name: PaymentErrorName, disablesSubmit = false): SubmissionCodeEntry => ({
  key: keyOf(name),
  disablesSubmit,
});

/**
 * The host's submit error codes with fixed wording (spec 02 §8 "Fixed wording"). The code names
 * are this project's; the wording (the keys' defaults) is the spec's. 'Generic' is the host's
 * generic error code.
 */
export const SUBMISSION_CODES = {
  Declined: fixed('declined', true), // 'Transaction Declined.'
  OverLimit: fixed('overLimit', true), // 'Card limit exceeded.'
  InvalidInfo: fixed('invalidInfo', true), // 'Invalid information entered.'
  Expired: fixed('expired', true), // 'Card is expired.'
  Generic: fixed('generic'), // 'An error occurred. Please contact your financial institution before …'
  SecurityNotAllowed: fixed('securityNotAllowed'), // 'You do not have security to make online payments …'
  SecurityAchNotAllowed: fixed('securityAchNotAllowed'), // '… online ACH payments …'
  NiteMode: fixed('niteMode'), // 'We are currently doing nightly backups and system maintenance. …'
  OnlinePaymentsBlocked: fixed('onlinePaymentsBlocked'), // 'Security does not allow online payments.'
  OnlineAchPaymentsBlocked: fixed('onlineAchPaymentsBlocked'), // 'Security does not allow online ACH payments.'
  NiteProcessing: fixed('niteProcessing'), // 'Nightly processing error. Please try back in about 15 minutes.'
  RecurringAchDeleteNotAllowed: fixed('recurringAchDeleteNotAllowed'),
  RecurringCardDeleteNotAllowed: fixed('recurringCardDeleteNotAllowed'),
  RecurringDeleteNotAllowed: fixed('recurringDeleteNotAllowedNow'),
  CannotRecurringAch: fixed('cannotRecurringAch'),
  CannotRecurringCard: fixed('cannotRecurringCard'),
  CannotScheduleAch: fixed('cannotScheduleAch'),
  CannotScheduleCard: fixed('cannotScheduleCard'),
  ScheduledAchNotModifiable: fixed('scheduledAchNotModifiable'),
  ScheduledCardNotModifiable: fixed('scheduledCardNotModifiable'),
  CreditCardsNotAccepted: fixed('creditCardsNotAccepted'), // 'We do not accept Credit Cards.'
  // The configurable-text codes of spec 02 §8 that a host (the reference server included)
  // answers to a submit the portal's own checks would have stopped: each gets its own message.
  ReachedMaxScheduledAllowed: fixed('reachedMaxScheduledAllowed'),
  MustSavePaymentMethod: fixed('mustSavePaymentMethod'),
  PayOffQuote: fixed('payOffQuote'),
  RoutingNumberInvalid: fixed('achInvalidRoutingNumber'), // 'Invalid routing number.'
  RoutingNumberAchNotAllowed: fixed('achInvalidRoutingNumber'),
  RoutingAccountInvalidThirdParty: fixed('achInvalidAccountNumber'), // 'Invalid account number.'
  CardNotAllowed: fixed('cardNotAllowed'),
  AchNotAllowed: fixed('achNotAllowed'),
  PaymentBlocked: fixed('accountPaymentBlocked'),
  NoPaymentNeeded: fixed('accountNoPaymentNeeded'),
  DisabledPaymentsAfterCutoffTime: fixed('accountDisabledAfterCutoff'),
  AchDraftAgreementRequired: fixed('achTermsRefused'),
} as const satisfies Readonly<Record<string, SubmissionCodeEntry>>;

export type SubmissionCode = keyof typeof SUBMISSION_CODES;

const PROCESSING_PREFIX = 'Generic -';

/**
 * A submit failure: no answer from the server (`network`), or the host's first ErrorMessage
 * and, for a refused date or amount, the answer's Message worded by the institution's settings.
 */
export interface SubmissionFailure {
  network?: boolean;
  message?: string;
  detail?: string;
}

/**
 * The configurable-text codes of a payment date or amount (spec 02 §8): the rule's own words
 * carry its limits ({days}, {min}, {max}), which only the refusing side knows at that moment
 * (a cutoff passed or a holiday while the page stood open), so the answer's Message is shown
 * as given (serverMessage); without one, the borrower is asked to check the entries.
 */
const RULE_CODES: ReadonlySet<string> = new Set([
  'PaymentAmountMinimumError',
  'PaymentAmountMaximumError',
  'PaymentDateMinimum',
  'PaymentDateMaximum',
  'PaymentDateBeforeCutoff',
  'PaymentDateHoliday',
  'PaymentDateWeekend',
]);

function ruleRefusalOf(failure: SubmissionFailure): Omit<SubmissionMessage, 'appendCardMessage'> | undefined {
  const code = (failure.message ?? '').trim();
  if (!RULE_CODES.has(code)) return undefined;
  const detail = (failure.detail ?? '').trim();
  return detail === ''
    ? { key: keyOf('checkEnteredInfo'), disablesSubmit: false }
    : { key: keyOf('serverMessage'), params: { message: detail }, disablesSubmit: false };
}

function submissionEntryOf(message: string | undefined): Omit<SubmissionMessage, 'appendCardMessage'> {
  const text = (message ?? '').trim();
  if (text.startsWith(PROCESSING_PREFIX)) {
    const detail = text.slice(PROCESSING_PREFIX.length).trim();
    return detail === ''
      ? { key: keyOf('processingErrorNoDetail'), disablesSubmit: false }
      : { key: keyOf('processingError'), params: { detail }, disablesSubmit: false };
  }
  // Free text from the host (it contains a space), empty and unknown codes: the generic host error.
  const entry = text.includes(' ') ? undefined : own<SubmissionCodeEntry>(SUBMISSION_CODES, text);
  return entry ?? { key: keyOf('generic'), disablesSubmit: false };
}

/**
 * The message of a failed submit (spec 02 §8 "Submission messages"), in this order: a network
 * failure is the general Error plus the connection text; a message starting 'Generic -' is the
 * processing error with the rest (trimmed) as `{detail}`; a message with a space, the 'Generic'
 * code, an unknown code or no message is the generic host error; a known code has its fixed
 * wording. Card payments also get the configured extra card message.
 */
export function submissionFailure(failure: SubmissionFailure, method: PaymentMethodType): SubmissionMessage {
  const appendCardMessage = method === 'Card';
  if (failure.network === true) {
    return {
      key: keyOf('error'),
      connectionKey: keyOf('connection'),
      appendCardMessage,
      disablesSubmit: false,
    };
  }
  return { ...(ruleRefusalOf(failure) ?? submissionEntryOf(failure.message)), appendCardMessage };
}

// ---------------------------------------------------------------------------------------------
// Account messages (spec 02 §8 "Account messages", §4 "Account eligibility")

const ACCOUNT_MESSAGES: Readonly<Record<string, PaymentErrorName>> = {
  Generic: 'accountGeneric',
  NiteMode: 'accountNiteMode',
  PaymentBlocked: 'accountPaymentBlocked',
  BlockedOnPendingRecurring: 'accountBlockedOnPendingRecurring',
  Delinquent: 'accountDelinquent',
  NoPaymentNeeded: 'accountNoPaymentNeeded',
  // The spec notes that the original also falls through to Generic; here it gets its own
  // message, since the spec quotes its wording and it explains why payment is disabled.
  DisabledPaymentsAfterCutoffTime: 'accountDisabledAfterCutoff',
};

/** The account codes with a message of their own (spec 02 §8 "Account messages"). */
export const ACCOUNT_MESSAGE_CODES: readonly string[] = Object.keys(ACCOUNT_MESSAGES);

/**
 * The message of an account that cannot be paid, by the server's ErrorMessage or the eligibility
 * result (spec 02 §8 "Account messages"); Generic, unknown, empty or no code give the generic one.
 */
export function accountMessage(code: string | undefined): PaymentErrorMessage {
  const name = code === undefined ? undefined : own(ACCOUNT_MESSAGES, code);
  return messageOf(name ?? 'accountGeneric');
}

// ---------------------------------------------------------------------------------------------
// Deleting scheduled and recurring payments (spec 02 §2, §6, §8 "Delete failures")

/** The failure of deleting a recurring or a scheduled payment (spec 02 §8 "Delete failures"). */
export function deleteFailureMessage(kind: 'recurring' | 'scheduled'): PaymentErrorMessage {
  return messageOf(kind === 'recurring' ? 'deleteRecurringFailed' : 'deleteScheduledFailed');
}

/** The question of the delete confirm dialog (spec 02 §2 recurring info box, scheduled list). */
export function deleteConfirmMessage(kind: 'recurring' | 'scheduled'): PaymentErrorMessage {
  return messageOf(kind === 'recurring' ? 'confirmDeleteRecurring' : 'confirmDeleteScheduled');
}

// ---------------------------------------------------------------------------------------------
// Payoff (spec 02 §8 "Payoff")

/** The host's "no payoff date" (spec 02 §8: a payoff date of 0001-01-01 means none). */
export const PAYOFF_NO_DATE = '0001-01-01';

/** Whether a payoff date is the host's "none"; a date-time of that day counts too. */
export function payoffDateIsNone(date: string): boolean {
  return date.slice(0, PAYOFF_NO_DATE.length) === PAYOFF_NO_DATE;
}

/** The flow's payoff quote failure: 'Could not get payoff quote' (payoff is turned off). */
export function payoffQuoteFailure(): PaymentErrorMessage {
  return messageOf('payoffQuoteFailed');
}

/**
 * The payoff dialog's date check (spec 02 §8): a date before today, or no readable date, is
 * 'Error Choosing Date. Please Choose a future date.'; today and later pass.
 */
export function payoffDateMessage(date: string, today: string): PaymentErrorMessage | undefined {
  const days = daysBetween(today, date);
  return days === undefined || days < 0 ? messageOf('payoffPastDate') : undefined;
}

/** The payoff dialog's answer to its request: success or failure (spec 02 §8). */
export function payoffRequestMessage(succeeded: boolean): PaymentErrorMessage {
  return messageOf(succeeded ? 'payoffRequestSucceeded' : 'payoffRequestFailed');
}

// ---------------------------------------------------------------------------------------------
// Payment methods (spec 02 §8 "Add ACH validation", "Save method", "Delete of a payment method")

const ACH_VALIDATION_MESSAGES: Readonly<Record<string, PaymentErrorName>> = {
  RoutingNumberInvalid: 'achInvalidRoutingNumber',
  RoutingNumberAchNotAllowed: 'achInvalidRoutingNumber',
  RoutingAccountInvalidThirdParty: 'achInvalidAccountNumber',
  RoutingAccountInvalidInternal: 'achInvalidAccountNumberInternal',
};

/** The ValidateAchPaymentMethod error codes with a message of their own. */
export const ACH_VALIDATION_CODES: readonly string[] = Object.keys(ACH_VALIDATION_MESSAGES);

/**
 * The failure of validating a new bank account (spec 02 §8 "Add ACH validation"): invalid
 * routing or account number by code; any other failure 'An error occurred.'.
 */
export function achValidationMessage(code: string | undefined): PaymentErrorMessage {
  const name = code === undefined ? undefined : own(ACH_VALIDATION_MESSAGES, code);
  return messageOf(name ?? 'achValidationFailed');
}

const SAVE_METHOD_MESSAGES: Readonly<Record<string, PaymentErrorName>> = {
  AlreadyExists: 'methodAlreadyExists',
  // A bank account refused because the user has no record of a needed ACH agreement (spec 02 §4).
  AchTermsRequired: 'achTermsRefused',
};

/**
 * The failure of saving a payment method (spec 02 §8 "Save method"): AlreadyExists has its own
 * message, AchTermsRequired the ACH terms' refusal; other errors and exceptions 'An error occurred.'.
 */
export function saveMethodMessage(code: string | undefined): PaymentErrorMessage {
  const name = code === undefined ? undefined : own(SAVE_METHOD_MESSAGES, code);
  return messageOf(name ?? 'saveMethodFailed');
}

/** Card or ACH payments not allowed on this loan (spec 02 §8; ACH "is treated similarly"). */
export function methodNotAllowedMessage(method: PaymentMethodType): PaymentErrorMessage {
  return messageOf(method === 'Card' ? 'cardNotAllowed' : 'achNotAllowed');
}

/** The status message after deleting a saved payment method (spec 02 §8, shown 5 seconds). */
export function deleteMethodMessage(succeeded: boolean): PaymentErrorMessage {
  return messageOf(succeeded ? 'deleteMethodSucceeded' : 'deleteMethodFailed');
}

// ---------------------------------------------------------------------------------------------
// Error flags (spec 02 §7 "What the product does with answers")

/** The host's error message that logs the user out instead of becoming a flag. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/**
 * The flag map of an answer's error messages (spec 02 §7): each message, as given, maps to true.
 * 'Unauthorized' (which logs the user out) and empty messages become no flag. Built with
 * Object.fromEntries, so a message such as '__proto__' is an own flag, not a prototype.
 */
export function errorFlags(messages: readonly string[]): Readonly<Record<string, true>> {
  const flagged = messages.filter((message) => message !== '' && message !== UNAUTHORIZED_MESSAGE);
  return Object.fromEntries(flagged.map((message) => [message, true as const]));
}
