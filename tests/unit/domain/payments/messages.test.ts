import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGE_CODES,
  accountMessage,
  ACH_VALIDATION_CODES,
  achValidationMessage,
  deleteConfirmMessage,
  deleteFailureMessage,
  deleteMethodMessage,
  errorFlags,
  methodNotAllowedMessage,
  PAYMENT_ERROR_KEYS,
  PAYMENT_ERROR_NAMES,
  PAYMENT_MESSAGE_KEYS,
  type PaymentErrorKey,
  type PaymentErrorMessage,
  payoffDateIsNone,
  payoffDateMessage,
  payoffQuoteFailure,
  payoffRequestMessage,
  saveMethodMessage,
  SUBMISSION_CODES,
  type SubmissionFailure,
  type SubmissionMessage,
  submissionFailure,
} from '../../../../src/domain/payments/messages';
import type { PaymentMethodType } from '../../../../src/domain/payments/types';

const fail = (
  key: PaymentErrorKey,
  changes: Partial<SubmissionMessage> = {},
): Omit<SubmissionMessage, 'appendCardMessage'> => ({ key, disablesSubmit: false, ...changes });

describe('submissionFailure (spec 02 §8 "Submission messages", "Fixed wording"; §4 "Submit")', () => {
  it.each<[string, SubmissionFailure, Omit<SubmissionMessage, 'appendCardMessage'>]>([
    [
      '§8 network failure: general Error plus the connection text',
      { network: true },
      fail('paymentErrors.error', { connectionKey: 'paymentErrors.connection' }),
    ],
    [
      '§8 network failure wins over a message',
      { network: true, message: 'Declined' },
      fail('paymentErrors.error', { connectionKey: 'paymentErrors.connection' }),
    ],
    ...(
      [
        ['ReachedMaxScheduledAllowed', 'reachedMaxScheduledAllowed'],
        ['MustSavePaymentMethod', 'mustSavePaymentMethod'],
        ['PayOffQuote', 'payOffQuote'],
        ['RoutingNumberInvalid', 'achInvalidRoutingNumber'],
        ['RoutingNumberAchNotAllowed', 'achInvalidRoutingNumber'],
        ['RoutingAccountInvalidThirdParty', 'achInvalidAccountNumber'],
        ['CardNotAllowed', 'cardNotAllowed'],
        ['AchNotAllowed', 'achNotAllowed'],
        ['PaymentBlocked', 'accountPaymentBlocked'],
        ['NoPaymentNeeded', 'accountNoPaymentNeeded'],
        ['DisabledPaymentsAfterCutoffTime', 'accountDisabledAfterCutoff'],
      ] as const
    ).map(
      ([code, name]) =>
        [
          `§8 configurable-text code ${code}, answered by the server to a bypassed check: its own message`,
          { message: code },
          fail(`paymentErrors.${name}`),
        ] as [string, SubmissionFailure, Omit<SubmissionMessage, 'appendCardMessage'>],
    ),
    [
      '§8 network false: the message decides',
      { network: false, message: 'Declined' },
      fail('paymentErrors.declined', { disablesSubmit: true }),
    ],
    [
      "§8 'Generic -' prefix: processing error with the rest as detail",
      { message: 'Generic - Card processor timeout' },
      fail('paymentErrors.processingError', { params: { detail: 'Card processor timeout' } }),
    ],
    [
      "§8 'Generic -' prefix: the detail is trimmed",
      { message: 'Generic -   Bad CVV  ' },
      fail('paymentErrors.processingError', { params: { detail: 'Bad CVV' } }),
    ],
    [
      "§8 'Generic -' prefix without a space after the dash",
      { message: 'Generic -Timeout' },
      fail('paymentErrors.processingError', { params: { detail: 'Timeout' } }),
    ],
    [
      "§8 'Generic -' prefix without detail",
      { message: 'Generic -' },
      fail('paymentErrors.processingErrorNoDetail'),
    ],
    [
      "§8 'Generic - ' prefix with blanks only",
      { message: 'Generic -   ' },
      fail('paymentErrors.processingErrorNoDetail'),
    ],
    [
      "§8 'Generic-' (no space before the dash) is no processing error",
      { message: 'Generic-Timeout' },
      fail('paymentErrors.generic'),
    ],
    ['§8 the generic host error code', { message: 'Generic' }, fail('paymentErrors.generic')],
    [
      '§8 a message with a space is free text: generic host error',
      { message: 'Something went wrong' },
      fail('paymentErrors.generic'),
    ],
    [
      '§8 a known code inside free text is still free text',
      { message: 'Declined by bank' },
      fail('paymentErrors.generic'),
    ],
    ['§8 unknown code: generic host error', { message: 'Kaboom' }, fail('paymentErrors.generic')],
    ['§8 codes are case-sensitive', { message: 'declined' }, fail('paymentErrors.generic')],
    ['§8 prototype names are no codes', { message: 'constructor' }, fail('paymentErrors.generic')],
    ['§8 no message: generic host error', {}, fail('paymentErrors.generic')],
    ['§8 empty message: generic host error', { message: '' }, fail('paymentErrors.generic')],
    [
      '§8 a code with surrounding blanks is the code',
      { message: ' Expired ' },
      fail('paymentErrors.expired', { disablesSubmit: true }),
    ],
    [
      '§8/§4 Declined disables submit',
      { message: 'Declined' },
      fail('paymentErrors.declined', { disablesSubmit: true }),
    ],
    [
      '§8/§4 OverLimit disables submit',
      { message: 'OverLimit' },
      fail('paymentErrors.overLimit', { disablesSubmit: true }),
    ],
    [
      '§8/§4 InvalidInfo disables submit',
      { message: 'InvalidInfo' },
      fail('paymentErrors.invalidInfo', { disablesSubmit: true }),
    ],
    [
      '§8/§4 Expired disables submit',
      { message: 'Expired' },
      fail('paymentErrors.expired', { disablesSubmit: true }),
    ],
    ['§8 SecurityNotAllowed', { message: 'SecurityNotAllowed' }, fail('paymentErrors.securityNotAllowed')],
    [
      '§8 SecurityAchNotAllowed',
      { message: 'SecurityAchNotAllowed' },
      fail('paymentErrors.securityAchNotAllowed'),
    ],
    ['§8 NiteMode', { message: 'NiteMode' }, fail('paymentErrors.niteMode')],
    [
      '§8 OnlinePaymentsBlocked',
      { message: 'OnlinePaymentsBlocked' },
      fail('paymentErrors.onlinePaymentsBlocked'),
    ],
    [
      '§8 OnlineAchPaymentsBlocked',
      { message: 'OnlineAchPaymentsBlocked' },
      fail('paymentErrors.onlineAchPaymentsBlocked'),
    ],
    ['§8 NiteProcessing', { message: 'NiteProcessing' }, fail('paymentErrors.niteProcessing')],
    [
      '§8 RecurringAchDeleteNotAllowed',
      { message: 'RecurringAchDeleteNotAllowed' },
      fail('paymentErrors.recurringAchDeleteNotAllowed'),
    ],
    [
      '§8 RecurringCardDeleteNotAllowed',
      { message: 'RecurringCardDeleteNotAllowed' },
      fail('paymentErrors.recurringCardDeleteNotAllowed'),
    ],
    [
      '§8 RecurringDeleteNotAllowed',
      { message: 'RecurringDeleteNotAllowed' },
      fail('paymentErrors.recurringDeleteNotAllowedNow'),
    ],
    ['§8 CannotRecurringAch', { message: 'CannotRecurringAch' }, fail('paymentErrors.cannotRecurringAch')],
    ['§8 CannotRecurringCard', { message: 'CannotRecurringCard' }, fail('paymentErrors.cannotRecurringCard')],
    ['§8 CannotScheduleAch', { message: 'CannotScheduleAch' }, fail('paymentErrors.cannotScheduleAch')],
    ['§8 CannotScheduleCard', { message: 'CannotScheduleCard' }, fail('paymentErrors.cannotScheduleCard')],
    [
      '§8 ScheduledAchNotModifiable',
      { message: 'ScheduledAchNotModifiable' },
      fail('paymentErrors.scheduledAchNotModifiable'),
    ],
    [
      '§8 ScheduledCardNotModifiable',
      { message: 'ScheduledCardNotModifiable' },
      fail('paymentErrors.scheduledCardNotModifiable'),
    ],
    [
      '§8 CreditCardsNotAccepted',
      { message: 'CreditCardsNotAccepted' },
      fail('paymentErrors.creditCardsNotAccepted'),
    ],
    [
      'AchDraftAgreementRequired: the agreement refused',
      { message: 'AchDraftAgreementRequired' },
      fail('paymentErrors.achTermsRefused'),
    ],
    ...(
      [
        'PaymentAmountMinimumError',
        'PaymentAmountMaximumError',
        'PaymentDateMinimum',
        'PaymentDateMaximum',
        'PaymentDateBeforeCutoff',
        'PaymentDateHoliday',
        'PaymentDateWeekend',
      ] as const
    ).flatMap((code): [string, SubmissionFailure, Omit<SubmissionMessage, 'appendCardMessage'>][] => [
      [
        `§8 ${code} with the rule's wording: shown as given`,
        { message: code, detail: ' Payment cannot be made on a holiday. ' },
        fail('paymentErrors.serverMessage', {
          params: { message: 'Payment cannot be made on a holiday.' },
        }),
      ],
      [
        `§8 ${code} without wording: check the entries`,
        { message: code },
        fail('paymentErrors.checkEnteredInfo'),
      ],
    ]),
    [
      'a wording beside another code is not shown: the code decides',
      { message: 'Declined', detail: 'anything' },
      fail('paymentErrors.declined', { disablesSubmit: true }),
    ],
  ])('%s', (_rule, failure, expected) => {
    expect(submissionFailure(failure, 'ACH')).toStrictEqual({ ...expected, appendCardMessage: false });
  });

  it.each<[string, SubmissionFailure, PaymentMethodType, boolean]>([
    ['§8 card payment: the extra card message is appended', { message: 'Declined' }, 'Card', true],
    ['§8 card payment, generic error: appended', { message: 'Some text' }, 'Card', true],
    ['§8 card payment, network failure: appended', { network: true }, 'Card', true],
    ['§8 ACH payment: no extra card message', { message: 'Declined' }, 'ACH', false],
    ['§8 ACH payment, network failure: no extra card message', { network: true }, 'ACH', false],
  ])('%s', (_rule, failure, method, append) => {
    expect(submissionFailure(failure, method).appendCardMessage).toBe(append);
  });

  it('§8 every SUBMISSION_CODES entry is what its code answers', () => {
    for (const [code, entry] of Object.entries(SUBMISSION_CODES)) {
      expect(submissionFailure({ message: code }, 'Card')).toStrictEqual({
        ...entry,
        appendCardMessage: true,
      });
    }
  });

  it('§4 exactly decline, over-limit, invalid info and expired disable submit', () => {
    const disabling = Object.entries(SUBMISSION_CODES)
      .filter(([, entry]) => entry.disablesSubmit)
      .map(([code]) => code);
    expect(disabling).toStrictEqual(['Declined', 'OverLimit', 'InvalidInfo', 'Expired']);
  });
});

describe('accountMessage (spec 02 §8 "Account messages")', () => {
  it.each<[string, string | undefined, PaymentErrorKey]>([
    ['§8 Generic', 'Generic', 'paymentErrors.accountGeneric'],
    ['§8 unknown code: generic', 'Mystery', 'paymentErrors.accountGeneric'],
    ['§8 no code: generic', undefined, 'paymentErrors.accountGeneric'],
    ['§8 empty code: generic', '', 'paymentErrors.accountGeneric'],
    ['§8 prototype name: generic', 'toString', 'paymentErrors.accountGeneric'],
    ['§8 free text: generic', 'Account not found', 'paymentErrors.accountGeneric'],
    ['§8 NiteMode', 'NiteMode', 'paymentErrors.accountNiteMode'],
    ['§8 PaymentBlocked', 'PaymentBlocked', 'paymentErrors.accountPaymentBlocked'],
    [
      '§8 BlockedOnPendingRecurring',
      'BlockedOnPendingRecurring',
      'paymentErrors.accountBlockedOnPendingRecurring',
    ],
    ['§8 Delinquent', 'Delinquent', 'paymentErrors.accountDelinquent'],
    ['§8 NoPaymentNeeded', 'NoPaymentNeeded', 'paymentErrors.accountNoPaymentNeeded'],
    [
      '§8 DisabledPaymentsAfterCutoffTime: its own message',
      'DisabledPaymentsAfterCutoffTime',
      'paymentErrors.accountDisabledAfterCutoff',
    ],
  ])('%s', (_rule, code, key) => {
    expect(accountMessage(code)).toStrictEqual({ key });
  });

  it('§8 every listed account code has a message other than the generic one, but Generic', () => {
    const keys = ACCOUNT_MESSAGE_CODES.filter((code) => code !== 'Generic').map(
      (code) => accountMessage(code).key,
    );
    expect(keys).not.toContain('paymentErrors.accountGeneric');
  });
});

describe('delete messages (spec 02 §2 confirm dialogs, §8 "Delete failures")', () => {
  it.each<[string, PaymentErrorMessage, PaymentErrorKey]>([
    ['§8 recurring delete failure', deleteFailureMessage('recurring'), 'paymentErrors.deleteRecurringFailed'],
    ['§8 scheduled delete failure', deleteFailureMessage('scheduled'), 'paymentErrors.deleteScheduledFailed'],
    [
      '§2 recurring delete question',
      deleteConfirmMessage('recurring'),
      'paymentErrors.confirmDeleteRecurring',
    ],
    [
      '§2 scheduled delete question',
      deleteConfirmMessage('scheduled'),
      'paymentErrors.confirmDeleteScheduled',
    ],
    ['§8 payment method deleted', deleteMethodMessage(true), 'paymentErrors.deleteMethodSucceeded'],
    ['§8 payment method delete failure', deleteMethodMessage(false), 'paymentErrors.deleteMethodFailed'],
  ])('%s', (_rule, message, key) => {
    expect(message).toStrictEqual({ key });
  });
});

describe('payoff messages (spec 02 §8 "Payoff")', () => {
  const today = '2025-03-14';

  it.each<[string, string, PaymentErrorKey | undefined]>([
    ['§8 a date before today', '2025-03-13', 'paymentErrors.payoffPastDate'],
    ['§8 a date a year before today', '2024-03-14', 'paymentErrors.payoffPastDate'],
    ['§8 today is allowed (the dialog defaults to it)', today, undefined],
    ['§8 tomorrow is allowed', '2025-03-15', undefined],
    ['§8 no readable date', '03/15/2025', 'paymentErrors.payoffPastDate'],
    ['§8 empty date', '', 'paymentErrors.payoffPastDate'],
  ])('%s', (_rule, date, key) => {
    expect(payoffDateMessage(date, today)).toStrictEqual(key === undefined ? undefined : { key });
  });

  it.each<[string, PaymentErrorMessage, PaymentErrorKey]>([
    ['§8 flow: quote failure', payoffQuoteFailure(), 'paymentErrors.payoffQuoteFailed'],
    ['§8 dialog: request succeeded', payoffRequestMessage(true), 'paymentErrors.payoffRequestSucceeded'],
    ['§8 dialog: request failed', payoffRequestMessage(false), 'paymentErrors.payoffRequestFailed'],
  ])('%s', (_rule, message, key) => {
    expect(message).toStrictEqual({ key });
  });

  it.each<[string, string, boolean]>([
    ['§8 0001-01-01 means none', '0001-01-01', true],
    ['§8 0001-01-01 as a date-time means none', '0001-01-01T00:00:00', true],
    ['§8 a real date', '2025-03-14', false],
    ['§8 0001-01-02 is a date', '0001-01-02', false],
    ['§8 empty is not the none date', '', false],
  ])('%s', (_rule, date, none) => {
    expect(payoffDateIsNone(date)).toBe(none);
  });
});

describe('achValidationMessage (spec 02 §8 "Add ACH validation")', () => {
  it.each<[string, string | undefined, PaymentErrorKey]>([
    ['§8 RoutingNumberInvalid', 'RoutingNumberInvalid', 'paymentErrors.achInvalidRoutingNumber'],
    ['§8 RoutingNumberAchNotAllowed', 'RoutingNumberAchNotAllowed', 'paymentErrors.achInvalidRoutingNumber'],
    [
      '§8 RoutingAccountInvalidThirdParty',
      'RoutingAccountInvalidThirdParty',
      'paymentErrors.achInvalidAccountNumber',
    ],
    [
      '§8 RoutingAccountInvalidInternal',
      'RoutingAccountInvalidInternal',
      'paymentErrors.achInvalidAccountNumberInternal',
    ],
    ['§8 other failure', 'Unexpected', 'paymentErrors.achValidationFailed'],
    ['§8 no code', undefined, 'paymentErrors.achValidationFailed'],
    ['§8 empty code', '', 'paymentErrors.achValidationFailed'],
    ['§8 prototype name', 'hasOwnProperty', 'paymentErrors.achValidationFailed'],
  ])('%s', (_rule, code, key) => {
    expect(achValidationMessage(code)).toStrictEqual({ key });
  });

  it('§8 the listed codes are the four of the spec', () => {
    expect(ACH_VALIDATION_CODES).toStrictEqual([
      'RoutingNumberInvalid',
      'RoutingNumberAchNotAllowed',
      'RoutingAccountInvalidThirdParty',
      'RoutingAccountInvalidInternal',
    ]);
  });
});

describe('saveMethodMessage and methodNotAllowedMessage (spec 02 §8)', () => {
  it.each<[string, PaymentErrorMessage, PaymentErrorKey]>([
    ['§8 save: AlreadyExists', saveMethodMessage('AlreadyExists'), 'paymentErrors.methodAlreadyExists'],
    ['§8 save: other error', saveMethodMessage('Failed'), 'paymentErrors.saveMethodFailed'],
    ['§8 save: exception (no code)', saveMethodMessage(undefined), 'paymentErrors.saveMethodFailed'],
    ['§8 save: empty code', saveMethodMessage(''), 'paymentErrors.saveMethodFailed'],
    ['§8 save: case-sensitive', saveMethodMessage('alreadyexists'), 'paymentErrors.saveMethodFailed'],
    [
      '§4 save: ACH terms not accepted',
      saveMethodMessage('AchTermsRequired'),
      'paymentErrors.achTermsRefused',
    ],
    ['§8 save: no inherited code', saveMethodMessage('toString'), 'paymentErrors.saveMethodFailed'],
    ['§8 card not allowed', methodNotAllowedMessage('Card'), 'paymentErrors.cardNotAllowed'],
    ['§8 ACH treated similarly', methodNotAllowedMessage('ACH'), 'paymentErrors.achNotAllowed'],
  ])('%s', (_rule, message, key) => {
    expect(message).toStrictEqual({ key });
  });
});

describe('errorFlags (spec 02 §7 "a flag map keyed by message")', () => {
  it.each<[string, readonly string[], Record<string, true>]>([
    ['§7 no messages, no flags', [], {}],
    ['§7 one message', ['NiteMode'], { NiteMode: true }],
    ['§7 several messages', ['Delinquent', 'PaymentBlocked'], { Delinquent: true, PaymentBlocked: true }],
    ['§7 a repeated message is one flag', ['Delinquent', 'Delinquent'], { Delinquent: true }],
    ['§7 free text is kept as given', ['Some error text'], { 'Some error text': true }],
    ['§7 Unauthorized logs out instead', ['Unauthorized', 'NiteMode'], { NiteMode: true }],
    ['§7 an empty message is no flag', [''], {}],
  ])('%s', (_rule, messages, flags) => {
    expect(errorFlags(messages)).toStrictEqual(flags);
  });

  it('§7 a message named __proto__ is an own flag, not a prototype', () => {
    const flags = errorFlags(['__proto__']);
    expect(Object.hasOwn(flags, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(flags)).toBe(Object.prototype);
  });
});

describe('the paymentErrors catalogue (schemas/settings.schema.json)', () => {
  interface Declared {
    default?: unknown;
  }
  const schema = JSON.parse(readFileSync(`${process.cwd()}/schemas/settings.schema.json`, 'utf8')) as {
    $defs: { groups: { properties: Record<string, { properties: Record<string, Declared> }> } };
  };
  const group = schema.$defs.groups.properties.paymentErrors?.properties ?? {};
  const declared = (key: PaymentErrorKey) => group[key.slice('paymentErrors.'.length)];

  it('declares exactly the names of PAYMENT_ERROR_NAMES', () => {
    expect(Object.keys(group).sort()).toStrictEqual([...PAYMENT_ERROR_NAMES].sort());
  });

  it('PAYMENT_MESSAGE_KEYS and PAYMENT_ERROR_KEYS name every key', () => {
    expect(Object.values(PAYMENT_MESSAGE_KEYS)).toStrictEqual(PAYMENT_ERROR_KEYS);
  });

  /** Every key the mapping functions can return, over all their inputs and fall-backs. */
  function returnedKeys(): PaymentErrorKey[] {
    const failures: SubmissionFailure[] = [
      { network: true },
      { message: 'Generic - detail' },
      { message: 'Generic -' },
      { message: 'free text' },
      {},
      ...Object.keys(SUBMISSION_CODES).map((message) => ({ message })),
    ];
    const submissions = failures.flatMap((failure) => {
      const message = submissionFailure(failure, 'Card');
      return message.connectionKey === undefined ? [message.key] : [message.key, message.connectionKey];
    });
    const messages: PaymentErrorMessage[] = [
      ...[...ACCOUNT_MESSAGE_CODES, 'unknown', undefined].map(accountMessage),
      ...[...ACH_VALIDATION_CODES, 'unknown', undefined].map(achValidationMessage),
      ...['AlreadyExists', undefined].map(saveMethodMessage),
      ...(['Card', 'ACH'] as const).map(methodNotAllowedMessage),
      ...(['recurring', 'scheduled'] as const).flatMap((kind) => [
        deleteFailureMessage(kind),
        deleteConfirmMessage(kind),
      ]),
      ...[true, false].flatMap((ok) => [deleteMethodMessage(ok), payoffRequestMessage(ok)]),
      payoffQuoteFailure(),
      ...[payoffDateMessage('2025-01-01', '2025-03-14')].filter((message) => message !== undefined),
    ];
    return [...submissions, ...messages.map((message) => message.key)];
  }

  it('every key the functions return is declared with a non-empty default', () => {
    const keys = returnedKeys();
    expect(new Set(keys).size).toBeGreaterThanOrEqual(50);
    const missing = keys.filter((key) => {
      const text = declared(key)?.default;
      return typeof text !== 'string' || text === '';
    });
    expect(missing).toStrictEqual([]);
  });

  it('every key but the optional extra card message has a non-empty default', () => {
    const empty = PAYMENT_ERROR_KEYS.filter((key) => declared(key)?.default === '');
    expect(empty).toStrictEqual(['paymentErrors.cardExtraMessage']);
  });

  it.each<[string, PaymentErrorKey, string]>([
    ['§8 fixed wording kept verbatim', 'paymentErrors.declined', 'Transaction Declined.'],
    [
      '§8 typo kept verbatim',
      'paymentErrors.routingLookupFailed',
      'An error has occured while verifying the routing number',
    ],
    ['§8 no final period kept', 'paymentErrors.payoffQuoteFailed', 'Could not get payoff quote'],
    [
      '§8 processing error has its {detail} placeholder',
      'paymentErrors.processingError',
      'There was a problem processing your payment: {detail}',
    ],
  ])('%s', (_rule, key, text) => {
    expect(declared(key)?.default).toBe(text);
  });
});
