import { beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../../../src/app/catalogue';
import { loadDeferred } from '../../../../src/app/deferred';
import {
  RECOVERY_ERROR_CODES,
  recoveryErrorCode,
  recoveryErrorMessage,
  type RecoveryFailure,
} from '../../../../src/domain/recovery';

// The settings groups and field checks these read load with every screen but the login (src/app/deferred.ts).
beforeAll(() => loadDeferred());

describe('recoveryErrorMessage', () => {
  // Every code of spec 01 §8 'Recovery', and what any other code reads as.
  it.each<[string | undefined, string]>([
    ['Error', 'recovery.error'],
    ['Invalid', 'recovery.error'],
    ['Error500', 'recovery.error500'],
    ['RecoveryMaxAttempts', 'recovery.errorMaxAttempts'],
    ['RecoveryFailed', 'recovery.errorFailed'],
    ['BadQuestion', 'recovery.errorBadQuestion'],
    ['SomethingElse', 'recovery.error'],
    ['invalid', 'recovery.error'],
    ['', 'recovery.error'],
    [undefined, 'recovery.error'],
    ['constructor', 'recovery.error'],
    ['__proto__', 'recovery.error'],
    ['toString', 'recovery.error'],
  ])('code %j shows %s', (code, key) => {
    expect(recoveryErrorMessage(code)).toBe(key);
  });

  it('names only keys of the settings catalogue', () => {
    for (const code of RECOVERY_ERROR_CODES) expect(catalogue.has(recoveryErrorMessage(code))).toBe(true);
  });
});

describe('recoveryErrorCode', () => {
  it.each<[RecoveryFailure, string | undefined]>([
    [{ reason: 'RecoveryFailed' }, 'RecoveryFailed'],
    [{ reason: 'Invalid' }, 'Invalid'],
    [{}, undefined],
    [{ status: 500 }, 'Error500'],
    [{ status: 500, reason: 'ServerError' }, 'Error500'],
    [{ status: 503, reason: 'RecoveryFailed' }, 'Error500'],
    [{ status: 499, reason: 'BadRequest' }, 'BadRequest'],
    [{ status: 400 }, undefined],
  ])('%j is %j', (failure, code) => {
    expect(recoveryErrorCode(failure)).toBe(code);
  });
});
