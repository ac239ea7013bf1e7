import { describe, expect, it } from 'vitest';
import type { Account } from '../../../../src/domain/accounts';
import { depositFiguresOf, findDepositAccount } from '../../../../src/domain/accounts/depositFigures';

const deposit: Account = {
  Number: '22-004512-0',
  Type: 'Deposit',
  Description: 'Share Savings',
  Comment: '',
  Balance: 1520.75,
  AvailableBalance: 1495.75,
};
const investment: Account = {
  Number: '31-778800-2',
  Type: 'Investment',
  Description: '12 Month Certificate',
  Comment: '',
  Balance: 10000,
  AvailableBalance: 0,
  Rate: 4.15,
  NameOnAcct: 'Alex Morgan',
};
const loan: Account = { Number: '01-123400-1', Type: 'Loan', Description: 'Car', Comment: '', Balance: 5 };
const ACCOUNTS = [loan, deposit, investment];

describe('findDepositAccount', () => {
  it.each([
    ['22-004512-0', deposit],
    [' 31-778800-2 ', investment],
    ['01-123400-1', undefined], // a loan is no deposit
    ['22-004512', undefined],
    ['', undefined],
    [undefined, undefined],
    [42, undefined],
  ])('%j -> %s', (number, expected) => {
    expect(findDepositAccount(ACCOUNTS, number)).toBe(expected);
  });
});

describe('depositFiguresOf', () => {
  it.each([
    [
      'every figure a deposit has',
      deposit,
      undefined,
      ['description', 'number', 'type', 'currentBalance', 'payableBalance'],
    ],
    [
      'an investment adds its rate and name',
      investment,
      undefined,
      ['description', 'number', 'type', 'currentBalance', 'payableBalance', 'rate', 'nameOnAccount'],
    ],
    ['only those asked for, in the fixed order', investment, ['rate', 'number'], ['number', 'rate']],
    ['none asked for', investment, [], []],
    ['a blank name is left out', { ...investment, NameOnAcct: ' ' }, ['nameOnAccount'], []],
    ['a non-number balance is left out', { ...deposit, Balance: Number.NaN }, ['currentBalance'], []],
  ] as const)('%s', (_label, account, wanted, expected) => {
    expect(depositFiguresOf(account, wanted)).toEqual(expected);
  });
});
