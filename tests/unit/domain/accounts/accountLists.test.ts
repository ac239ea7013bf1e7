import { describe, expect, it } from 'vitest';
import {
  accountsOfList,
  isAccountListName,
  isClosed,
  listOf,
  summarizeAccounts,
  visibleAccounts,
  type Account,
  type AccountListName,
  type AccountSummary,
} from '../../../../src/domain/accounts';
import { account } from './fixtures';

const loan = account({ Number: 'L1', Type: 'Loan' });
const closedLoan = account({ Number: 'L2', Type: 'Loan', Comment: 'closed' });
const line = account({ Number: 'C1', Type: 'LineOfCredit' });
const closedLine = account({ Number: 'C2', Type: 'LineOfCredit', Comment: ' Closed ' });
const deposit = account({ Number: 'D1', Type: 'Deposit' });
const investment = account({ Number: 'I1', Type: 'Investment' });
const closedDeposit = account({ Number: 'D2', Type: 'Deposit', Comment: 'CLOSED' });

const numbers = (accounts: Account[]) => accounts.map((item) => item.Number);

describe('isClosed', () => {
  it.each<[string, boolean]>([
    ['closed', true],
    ['Closed', true],
    [' closed ', true],
    ['', false],
    ['nox$', false],
    ['closed soon', false],
  ])('comment %j: %s', (comment, expected) => {
    expect(isClosed({ Comment: comment })).toBe(expected);
  });
});

describe('listOf and isAccountListName', () => {
  it.each<[Account['Type'], AccountListName]>([
    ['Deposit', 'deposit'],
    ['Investment', 'investment'],
    ['LineOfCredit', 'lineOfCredit'],
    ['Loan', 'loan'],
  ])('%s accounts go to the %s list', (type, list) => {
    expect(listOf({ Type: type })).toBe(list);
    expect(isAccountListName(list)).toBe(true);
  });

  it.each([['Loan'], ['deposits'], [''], [7], [null]])('%j is not a list name', (value) => {
    expect(isAccountListName(value)).toBe(false);
  });
});

describe('visibleAccounts and accountsOfList', () => {
  const all = [loan, closedLoan, deposit, closedDeposit, line, investment];

  it.each<[string, boolean, string[]]>([
    ['open only, in the server order', false, ['L1', 'D1', 'C1', 'I1']],
    ['every account when closed ones are shown', true, ['L1', 'L2', 'D1', 'D2', 'C1', 'I1']],
  ])('%s', (_label, showClosed, expected) => {
    expect(numbers(visibleAccounts(all, showClosed))).toEqual(expected);
  });

  it.each<[AccountListName, boolean, string[]]>([
    ['loan', false, ['L1']],
    ['loan', true, ['L1', 'L2']],
    ['deposit', false, ['D1']],
    ['deposit', true, ['D1', 'D2']],
    ['lineOfCredit', false, ['C1']],
    ['investment', true, ['I1']],
  ])('the %s list (closed shown: %s)', (list, showClosed, expected) => {
    expect(numbers(accountsOfList(all, list, showClosed))).toEqual(expected);
  });
});

describe('accountsOfList: what needs attention first', () => {
  const current = account({ Number: 'A', Type: 'Loan' });
  const late = account({ Number: 'B', Type: 'Loan', LoanPastDue: true });
  const paidOff = account({ Number: 'C', Type: 'Loan', Comment: 'closed' });
  const alsoLate = account({ Number: 'D', Type: 'Loan', LoanPastDue: true });
  it.each<[string, Account[], string[]]>([
    ['past due before current, else the server order', [current, late, alsoLate], ['B', 'D', 'A']],
    ['closed last', [paidOff, current, late], ['B', 'A', 'C']],
    ['a closed past-due loan is closed', [{ ...alsoLate, Comment: 'closed' }, current], ['A', 'D']],
    ['already in order', [late, current], ['B', 'A']],
  ])('%s', (_label, accounts, expected) => {
    expect(numbers(accountsOfList(accounts, 'loan', true))).toEqual(expected);
  });
});

describe('summarizeAccounts', () => {
  const none = { deposit: 0, investment: 0, lineOfCredit: 0, loan: 0 };
  it.each<[string, Account[], boolean, AccountSummary]>([
    ['no accounts', [], false, { total: 0, open: 0, anyClosed: false, hasLoan: false, shown: none }],
    [
      'an open loan and a deposit',
      [loan, deposit],
      false,
      { total: 2, open: 2, anyClosed: false, hasLoan: true, shown: { ...none, loan: 1, deposit: 1 } },
    ],
    [
      'only closed accounts, hidden',
      [closedLoan, closedDeposit],
      false,
      { total: 2, open: 0, anyClosed: true, hasLoan: false, shown: none },
    ],
    [
      'only closed accounts, shown',
      [closedLoan, closedDeposit],
      true,
      { total: 2, open: 0, anyClosed: true, hasLoan: false, shown: { ...none, loan: 1, deposit: 1 } },
    ],
    [
      'an open line of credit counts as a loan for Make Payment',
      [line, closedLine, investment],
      false,
      {
        total: 3,
        open: 2,
        anyClosed: true,
        hasLoan: true,
        shown: { ...none, lineOfCredit: 1, investment: 1 },
      },
    ],
    [
      'deposits only: no Make Payment',
      [deposit, investment],
      false,
      { total: 2, open: 2, anyClosed: false, hasLoan: false, shown: { ...none, deposit: 1, investment: 1 } },
    ],
  ])('%s', (_label, accounts, showClosed, expected) => {
    expect(summarizeAccounts(accounts, showClosed)).toEqual(expected);
  });
});
