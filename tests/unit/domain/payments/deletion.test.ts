import { describe, expect, it } from 'vitest';
import {
  deleteFailure,
  recurringPaymentDeletable,
  scheduledDeleteBlocked,
  scheduledPaymentDeletable,
  type DeleteFailure,
  type DeleteFailureText,
  type DeleteKind,
  type ScheduledBlockedQuery,
  type ScheduledDeletion,
} from '../../../../src/domain/payments/deletion';

const pending: ScheduledDeletion = { CanDelete: true, HasBeenPosted: false };
const posted: ScheduledDeletion = { CanDelete: true, HasBeenPosted: true };
const kept: ScheduledDeletion = { CanDelete: false, HasBeenPosted: false };

describe('scheduledPaymentDeletable (spec 02 §2 delete column, §6)', () => {
  it.each<[string, ScheduledDeletion, boolean, boolean]>([
    ['a pending payment, deletion allowed', pending, true, true],
    ['§2 a posted payment hides its icon', posted, true, false],
    ['§6 the host says CanDelete false', kept, true, false],
    ['§6 the setting is off', pending, false, false],
    ['posted and not deletable', { CanDelete: false, HasBeenPosted: true }, true, false],
  ])('%s', (_name, payment, allowed, expected) => {
    expect(scheduledPaymentDeletable(payment, allowed)).toBe(expected);
  });
});

describe('scheduledDeleteBlocked (spec 02 §6 blocked message)', () => {
  const query = (overrides: Partial<ScheduledBlockedQuery>): ScheduledBlockedQuery => ({
    payments: [pending],
    allowed: true,
    manager: false,
    messageConfigured: true,
    ...overrides,
  });
  it.each<[string, ScheduledBlockedQuery, boolean]>([
    ['deletion allowed: no message', query({}), false],
    ['the setting off, a message configured', query({ allowed: false }), true],
    ['the setting off, no message configured', query({ allowed: false, messageConfigured: false }), false],
    [
      'without the manager, one payment not deletable: no message',
      query({ payments: [pending, kept] }),
      false,
    ],
    ['the manager, one payment not deletable', query({ manager: true, payments: [pending, kept] }), true],
    ['the manager, every payment deletable', query({ manager: true }), false],
    ['the manager, the setting off', query({ manager: true, allowed: false }), true],
    [
      'the manager, no message configured',
      query({ manager: true, payments: [kept], messageConfigured: false }),
      false,
    ],
    ['no payments: nothing to say', query({ payments: [], allowed: false }), false],
  ])('%s', (_name, input, expected) => {
    expect(scheduledDeleteBlocked(input)).toBe(expected);
  });
});

describe('recurringPaymentDeletable (spec 02 §6)', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['CanDelete and the setting on', true, true, true],
    ['the host says CanDelete false', false, true, false],
    ['the setting is off', true, false, false],
    ['neither', false, false, false],
  ])('%s', (_name, canDelete, allowed, expected) => {
    expect(recurringPaymentDeletable({ CanDelete: canDelete }, allowed)).toBe(expected);
  });
});

describe('deleteFailure (spec 02 §8 delete failures and fixed wording)', () => {
  it.each<[string, DeleteKind, DeleteFailure, DeleteFailureText]>([
    [
      'recurring, unknown code',
      'recurring',
      { message: 'Oops' },
      { key: 'paymentErrors.deleteRecurringFailed' },
    ],
    ['scheduled, no message', 'scheduled', {}, { key: 'paymentErrors.deleteScheduledFailed' }],
    [
      'scheduled, free text from the host',
      'scheduled',
      { message: 'Something went wrong here' },
      { key: 'paymentErrors.deleteScheduledFailed' },
    ],
    [
      'recurring, network failure: the connection text too',
      'recurring',
      { network: true },
      { key: 'paymentErrors.deleteRecurringFailed', connectionKey: 'paymentErrors.connection' },
    ],
    [
      'scheduled, network failure',
      'scheduled',
      { network: true, message: 'ScheduledAchNotModifiable' },
      { key: 'paymentErrors.deleteScheduledFailed', connectionKey: 'paymentErrors.connection' },
    ],
    [
      'RecurringAchDeleteNotAllowed',
      'recurring',
      { message: 'RecurringAchDeleteNotAllowed' },
      { key: 'paymentErrors.recurringAchDeleteNotAllowed' },
    ],
    [
      'RecurringCardDeleteNotAllowed',
      'recurring',
      { message: 'RecurringCardDeleteNotAllowed' },
      { key: 'paymentErrors.recurringCardDeleteNotAllowed' },
    ],
    [
      'RecurringDeleteNotAllowed, trimmed',
      'recurring',
      { message: ' RecurringDeleteNotAllowed ' },
      { key: 'paymentErrors.recurringDeleteNotAllowedNow' },
    ],
    [
      'ScheduledAchNotModifiable',
      'scheduled',
      { message: 'ScheduledAchNotModifiable' },
      { key: 'paymentErrors.scheduledAchNotModifiable' },
    ],
    [
      'ScheduledCardNotModifiable',
      'scheduled',
      { message: 'ScheduledCardNotModifiable' },
      { key: 'paymentErrors.scheduledCardNotModifiable' },
    ],
    [
      "a scheduled refusal answering a recurring delete is the kind's failure",
      'recurring',
      { message: 'ScheduledAchNotModifiable' },
      { key: 'paymentErrors.deleteRecurringFailed' },
    ],
    [
      'a name of Object.prototype is no code',
      'scheduled',
      { message: 'constructor' },
      { key: 'paymentErrors.deleteScheduledFailed' },
    ],
  ])('%s', (_name, kind, failure, expected) => {
    expect(deleteFailure(kind, failure)).toStrictEqual(expected);
  });
});
