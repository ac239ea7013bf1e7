import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_COLUMNS,
  accountDetailsRoute,
  applicationColumnsOf,
  applicationDetailsRoute,
  columnsOf,
  primaryColumn,
  type Account,
  type AccountColumnId,
  type AccountListName,
} from '../../../../src/domain/accounts';
import { account } from './fixtures';

describe('columnsOf: the spec columns of each list, less the hidden ones', () => {
  it.each<[AccountListName, string[] | undefined, AccountColumnId[]]>([
    ['deposit', undefined, ['description', 'number', 'currentBalance', 'payableBalance']],
    [
      'investment',
      undefined,
      ['description', 'number', 'currentBalance', 'payableBalance', 'rate', 'nameOnAccount'],
    ],
    [
      'lineOfCredit',
      undefined,
      ['description', 'number', 'currentBalance', 'payableBalance', 'rate', 'dueDate', 'amountDue'],
    ],
    [
      'loan',
      undefined,
      [
        'status',
        'number',
        'description',
        'statementPreference',
        'balance',
        'rate',
        'comment',
        'paymentDueDate',
        'monthlyInstallment',
        'feesDue',
        'amountDue',
      ],
    ],
    ['loan', ['amountDue', 'number', 'comment'], ['number', 'comment', 'amountDue']],
    ['deposit', ['rate', 'number', 'bogus'], ['number']],
    ['deposit', [], []],
  ])('%s asking for %j', (list, wanted, expected) => {
    expect(columnsOf(list, wanted)).toEqual(expected);
  });
});

describe('applicationColumnsOf', () => {
  it.each<[string[] | undefined, string[]]>([
    [undefined, ['status', 'number', 'amountRequested', 'amountApproved', 'lastModified', 'office']],
    [
      ['office', 'status'],
      ['status', 'office'],
    ],
    [['nothing'], []],
  ])('asking for %j', (wanted, expected) => {
    expect(applicationColumnsOf(wanted)).toEqual(expected);
  });
});

describe('sort values read what the list shows', () => {
  const closed = account({ Comment: 'closed', LoanDueDate: '2026-12-01' });
  it.each<[AccountColumnId, Account, unknown]>([
    ['paymentDueDate', closed, null],
    ['dueDate', account({ LoanDueDate: '2026-12-01' }), '2026-12-01'],
    ['comment', account({ Comment: 'nox$' }), ''],
    ['payableBalance', account({ AvailableBalance: 12 }), 12],
    ['nameOnAccount', account({ NameOnAcct: 'Alex Morgan' }), 'Alex Morgan'],
  ])('%s', (column, row, expected) => {
    expect(ACCOUNT_COLUMNS[column].value(row)).toBe(expected);
  });
});

describe('accountDetailsRoute', () => {
  it.each<[string, Pick<Account, 'Number' | 'Type'>, boolean, string | null]>([
    ['loan', { Number: '01-123400-1', Type: 'Loan' }, true, 'myaccount/loanDetails/01-123400-1'],
    ['line of credit', { Number: '01-5', Type: 'LineOfCredit' }, true, 'myaccount/loanDetails/01-5'],
    ['loan with EZPay deposit disabled', { Number: '01-1', Type: 'Loan' }, false, null],
    ['line of credit with EZPay deposit disabled', { Number: '01-1', Type: 'LineOfCredit' }, false, null],
    [
      'deposit',
      { Number: '22-004512-0', Type: 'Deposit' },
      true,
      'myaccount/deposits/depositDetails/22-004512-0',
    ],
    [
      'deposit is not affected by the option',
      { Number: '22-1', Type: 'Deposit' },
      false,
      'myaccount/deposits/depositDetails/22-1',
    ],
    ['investment', { Number: '31-7', Type: 'Investment' }, true, 'myaccount/deposits/depositDetails/31-7'],
    ['a number needing escapes', { Number: 'A/1 2', Type: 'Loan' }, true, 'myaccount/loanDetails/A%2F1%202'],
    ['no number', { Number: '  ', Type: 'Loan' }, true, null],
  ])('%s', (_label, fields, loanDetails, expected) => {
    expect(accountDetailsRoute(fields, loanDetails)).toBe(expected);
  });
});

describe('applicationDetailsRoute and primaryColumn', () => {
  it.each<[string, string | null]>([
    ['A-20461', 'myaccount/applicationdetails/A-20461'],
    ['', null],
  ])('application %j', (number, expected) => {
    expect(applicationDetailsRoute({ ApplicationNumber: number })).toBe(expected);
  });

  it.each<[string[], string | undefined]>([
    [['status', 'number', 'description'], 'number'],
    [['status', 'description'], 'description'],
    [['status', 'rate'], 'status'],
    [[], undefined],
  ])('the link goes in %j: %j', (columns, expected) => {
    expect(primaryColumn(columns)).toBe(expected);
  });
});
