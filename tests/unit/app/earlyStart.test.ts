/** The first page's early requests (src/app/earlyStart.ts): which screen an address opens. */
import { describe, expect, it } from 'vitest';
import { pathOfHash, screenOf } from '../../../src/app/earlyStart';

describe('the address of the first page', () => {
  it.each([
    ['', 'home/login', 'login'],
    ['#', 'home/login', 'login'],
    ['#/', 'home/login', 'login'],
    ['#/home/login', 'home/login', 'login'],
    ['#/myaccount/profile', 'myaccount/profile', 'profile'],
    ['#/myaccount/profile?tab=2', 'myaccount/profile', 'profile'],
    ['#/myaccount/loanDetails/01-123400-1', 'myaccount/loanDetails/01-123400-1', 'loanDetails'],
    ['#/myaccount/payment', 'myaccount/payment', 'payment'],
    ['#/myaccount/payment/01-123400-1', 'myaccount/payment/01-123400-1', 'payment'],
    ['#/home/sso', 'home/sso', 'sso'],
    ['#/myaccount/nowhere', 'myaccount/nowhere', undefined],
  ])('%j is %s, the screen %s', (hash, path, screen) => {
    expect(pathOfHash(hash)).toBe(path);
    expect(screenOf(path)?.id).toBe(screen);
  });
});
