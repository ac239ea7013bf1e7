import { describe, expect, it } from 'vitest';
import {
  accountStatusCode,
  applicationStatusCode,
  applicationStatusKey,
  displayApplicationStatus,
} from '../../../../src/domain/accounts/statusWords';
import schema from '../../../../schemas/settings.schema.json';
import spanish from '../../../../locales/es.json';

describe('accountStatusCode: the code of a host status, compared without case or spacing', () => {
  it.each<[string | undefined, string | undefined]>([
    ['', 'current'],
    [undefined, 'current'],
    ['Current', 'current'],
    ['Past Due', 'pastDue'],
    ['PastDue', 'pastDue'],
    ['past-due', 'pastDue'],
    ['Paid Off', 'paidOff'],
    ['Charged Off', 'chargedOff'],
    ['Delinquent', 'delinquent'],
    ['Closed', 'closed'],
    ['Frozen', undefined],
    ['Past', undefined],
  ])('%j -> %j', (status, code) => {
    expect(accountStatusCode(status)).toBe(code);
  });
});

describe('applicationStatusCode and its words', () => {
  it.each<[string | undefined, string | undefined]>([
    ['In Review', 'inReview'],
    ['in review', 'inReview'],
    ['Approved', 'approved'],
    ['Declined', 'declined'],
    ['Funded', 'funded'],
    ['Withdrawn', 'withdrawn'],
    ['Cancelled', 'cancelled'],
    ['Pending', 'pending'],
    ['Submitted', 'submitted'],
    ['Counter Offer', undefined],
    ['', undefined],
  ])('%j -> %j', (status, code) => {
    expect(applicationStatusCode(status)).toBe(code);
  });

  it("shows a known status in its key's words and any other as sent", () => {
    const words = (key: string) => `<${key}>`;
    expect(displayApplicationStatus('In Review', words)).toBe('<applications.statusInReview>');
    expect(displayApplicationStatus(' Counter Offer ', words)).toBe('Counter Offer');
  });
});

describe('every status key is declared and translated', () => {
  type Group = { properties: Record<string, { default?: string }> };
  const groups = (schema as unknown as { $defs: { groups: { properties: Record<string, Group> } } }).$defs
    .groups.properties;
  const spanishGroups = spanish as unknown as Record<string, Record<string, string>>;
  const keys = [
    ...['Current', 'Past Due', 'Paid Off', 'Closed', 'Charged Off', 'Delinquent'].map(
      (status) => `accounts.status${accountStatusCode(status)!.replace(/^./, (c) => c.toUpperCase())}`,
    ),
    ...['In Review', 'Submitted', 'Pending', 'Approved', 'Declined', 'Funded', 'Withdrawn', 'Cancelled'].map(
      (status) => applicationStatusKey(status)!,
    ),
    'accounts.commentClosed',
  ];
  it.each(keys)('%s', (key) => {
    const [group, name] = key.split('.');
    expect(groups[group!]?.properties[name!]?.default).toBeTruthy();
    expect(spanishGroups[group!]?.[name!]).toBeTruthy();
  });
});
