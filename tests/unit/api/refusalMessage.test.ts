// @vitest-environment jsdom
/**
 * A refused answer (HasNoErrors false) fails as rejected with its code and, when the answer has
 * one, its plain-language Message (trimmed, at most 500 characters): the payment rules' refusals
 * carry the rule's wording there.
 */
import { describe, expect, it } from 'vitest';
import { request } from '../../../src/api/client';
import { answerPost, problemOf } from './support';

const call = () => request('Refused/Call', { method: 'POST', body: {}, check: (answer) => answer });

describe('a refusal with a Message', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    [
      'the code and the wording',
      { Message: '  Payment cannot be made on a holiday. ' },
      { reason: 'PaymentDateHoliday', message: 'Payment cannot be made on a holiday.' },
    ],
    ['no Message: the code only', {}, { reason: 'PaymentDateHoliday' }],
    ['an empty Message: the code only', { Message: '   ' }, { reason: 'PaymentDateHoliday' }],
    ['a Message that is not text: the code only', { Message: 42 }, { reason: 'PaymentDateHoliday' }],
    [
      'a long Message: its first 500 characters',
      { Message: 'x'.repeat(800) },
      { reason: 'PaymentDateHoliday', message: 'x'.repeat(500) },
    ],
  ])('%s', async (_name, extra, expected) => {
    answerPost('Refused/Call', {
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'PaymentDateHoliday' }],
      ...extra,
    });
    expect(await problemOf(call())).toEqual({ kind: 'rejected', ...expected });
  });
});
