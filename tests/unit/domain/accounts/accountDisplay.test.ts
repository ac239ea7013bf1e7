import { describe, expect, it } from 'vitest';
import {
  displayComment,
  displayStatus,
  dueDateOf,
  isHiddenComment,
  rowState,
  statementKind,
  statusSaysTag,
  type Account,
  type RowState,
  type StatementKind,
} from '../../../../src/domain/accounts';

describe('rowState', () => {
  it.each<[string, Pick<Account, 'Comment' | 'LoanPastDue'>, RowState]>([
    ['open and current', { Comment: '' }, 'normal'],
    ['past due', { Comment: '', LoanPastDue: true }, 'pastDue'],
    ['not past due', { Comment: 'hold', LoanPastDue: false }, 'normal'],
    ['closed', { Comment: 'closed' }, 'closed'],
    ['closed wins over past due', { Comment: 'Closed', LoanPastDue: true }, 'closed'],
  ])('%s', (_label, fields, expected) => {
    expect(rowState(fields)).toBe(expected);
  });
});

describe('dueDateOf: closed accounts lose their due date', () => {
  it.each<[string, Pick<Account, 'Comment' | 'LoanDueDate'>, string | null]>([
    ['open with a date', { Comment: '', LoanDueDate: '2026-12-01' }, '2026-12-01'],
    ['closed with a date', { Comment: 'closed', LoanDueDate: '2026-12-01' }, null],
    ['open without a date', { Comment: '' }, null],
    ['open with null', { Comment: '', LoanDueDate: null }, null],
    ['open with an empty date', { Comment: '', LoanDueDate: '' }, null],
  ])('%s', (_label, fields, expected) => {
    expect(dueDateOf(fields)).toBe(expected);
  });
});

describe('displayComment: a nox$ comment is blanked', () => {
  it.each<[string | undefined, string, boolean]>([
    ['nox$', '', true],
    ['NOX$', '', true],
    [' nox$ ', '', true],
    ['hold', 'hold', false],
    ['nox', 'nox', false],
    ['', '', false],
    [undefined, '', false],
  ])('%j shows %j', (comment, shown, hidden) => {
    expect(displayComment(comment)).toBe(shown);
    expect(isHiddenComment(comment)).toBe(hidden);
  });
});

describe("displayStatus: a known status in its key's words (an empty one is Current), any other as sent", () => {
  const words = (key: string) => `<${key}>`;
  it.each<[string | undefined, string]>([
    ['', '<accounts.statusCurrent>'],
    ['   ', '<accounts.statusCurrent>'],
    [undefined, '<accounts.statusCurrent>'],
    ['Current', '<accounts.statusCurrent>'],
    ['Past Due', '<accounts.statusPastDue>'],
    ['PAST  DUE', '<accounts.statusPastDue>'],
    ['past_due', '<accounts.statusPastDue>'],
    [' Paid Off ', '<accounts.statusPaidOff>'],
    ['Charged Off', '<accounts.statusChargedOff>'],
    ['Closed', '<accounts.statusClosed>'],
    ['Delinquent', '<accounts.statusDelinquent>'],
    ['In Bankruptcy', 'In Bankruptcy'],
    [' Frozen ', 'Frozen'],
  ])('%j shows %j', (status, expected) => {
    expect(displayStatus(status, words)).toBe(expected);
  });
});

describe("displayComment with words: the CLOSED hold code in its key's words, any other comment as sent", () => {
  const words = (key: string) => `<${key}>`;
  it.each<[string | undefined, string]>([
    ['closed', '<accounts.commentClosed>'],
    ['CLOSED', '<accounts.commentClosed>'],
    ['nox$', ''],
    ['hold', 'hold'],
    ['closed by request', 'closed by request'],
    [undefined, ''],
  ])('%j shows %j', (comment, expected) => {
    expect(displayComment(comment, words)).toBe(expected);
  });
});

describe('statementKind', () => {
  it.each<[string | undefined, StatementKind]>([
    ['ElectronicOnly', 'electronic'],
    ['electroniconly', 'electronic'],
    ['PaperOnly', 'paper'],
    ['Both', 'other'],
    ['', 'other'],
    [undefined, 'other'],
  ])('%j is %s', (preference, expected) => {
    expect(statementKind(preference)).toBe(expected);
  });
});

describe('statusSaysTag: the status already tells the row state', () => {
  it.each<[string, string, boolean]>([
    ['Past Due', 'Past Due', true],
    ['past  due ', 'Past Due', true],
    ['Current', 'Past Due', false],
    ['Paid Off', 'Closed', false],
    ['Closed', 'Closed', true],
    ['', '', false],
  ])('%j says %j: %s', (status, tag, expected) => {
    expect(statusSaysTag(status, tag)).toBe(expected);
  });
});
