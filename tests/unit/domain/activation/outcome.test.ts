import { describe, expect, it } from 'vitest';
import { activationOutcome } from '../../../../src/domain/activation';

const answer = (LogonNameTaken: boolean, Restricted: boolean) => ({
  LogonNameTaken,
  Restricted,
  UserName: 'demo.activate',
});

describe('activationOutcome (spec 01 §4 Activation, §8 Activation)', () => {
  it('an activated account signs in under its login name', () => {
    expect(activationOutcome(answer(false, false))).toEqual({ kind: 'signIn', username: 'demo.activate' });
  });

  it.each([
    ['a taken login name', answer(true, false), 'logonNameTaken'],
    [
      'a taken login name of a restricted account: the name comes first',
      answer(true, true),
      'logonNameTaken',
    ],
    ['a restricted account', answer(false, true), 'restricted'],
  ] as const)('%s is refused with its message', (_case, value, refusal) => {
    expect(activationOutcome(value)).toEqual({ kind: 'refused', refusal, message: `activation.${refusal}` });
  });
});
