import { describe, expect, it } from 'vitest';
import {
  anyOptIn,
  keptOf,
  keptSubscriptions,
  subscriptionChanges,
  subscriptionsChanged,
  type SubscriptionOption,
} from '../../../../src/domain/profile/textSubscriptions';

const option = (BrandingId: number, OptInMarketing: boolean, OptInAccount: boolean): SubscriptionOption => ({
  BrandingId,
  BrandingName: `Brand ${BrandingId}`,
  OptInMarketing,
  OptInAccount,
});

const LOADED = [option(1, false, true), option(2, false, false)];

describe('subscriptionChanges: changed brandings, unchanged flags null (spec 01 §3)', () => {
  it.each<[string, SubscriptionOption[], unknown[]]>([
    ['nothing changed', LOADED, []],
    [
      'one flag',
      [option(1, true, true), option(2, false, false)],
      [{ BrandingId: 1, OptInMarketing: true, OptInAccount: null }],
    ],
    [
      'both flags of one branding',
      [option(1, true, false), option(2, false, false)],
      [{ BrandingId: 1, OptInMarketing: true, OptInAccount: false }],
    ],
    [
      'one flag of each',
      [option(1, false, false), option(2, true, false)],
      [
        { BrandingId: 1, OptInMarketing: null, OptInAccount: false },
        { BrandingId: 2, OptInMarketing: true, OptInAccount: null },
      ],
    ],
  ])('%s', (_, current, expected) => {
    expect(subscriptionChanges(LOADED, current)).toEqual(expected);
    expect(subscriptionsChanged(LOADED, current)).toBe(expected.length > 0);
  });
});

describe('anyOptIn: the phone takes texts when any flag is on', () => {
  it.each<[SubscriptionOption[], boolean]>([
    [[], false],
    [[option(1, false, false), option(2, false, false)], false],
    [[option(1, false, false), option(2, true, false)], true],
    [[option(1, false, true)], true],
  ])('%j -> %s', (options, expected) => expect(anyOptIn(options)).toBe(expected));
});

describe('keptOf: the partial refusal’s ErrorMessage JSON (spec 01 §7)', () => {
  it.each<[string, unknown]>([
    [
      '[{"BrandingId":2,"OptInAccount":false,"OptInMarketing":false}]',
      [{ BrandingId: 2, OptInMarketing: false, OptInAccount: false }],
    ],
    ['[]', []],
    ['Invalid', undefined],
    ['{"BrandingId":2}', undefined],
    ['[{"BrandingId":"2","OptInAccount":false,"OptInMarketing":false}]', undefined],
    ['[{"BrandingId":2,"OptInAccount":null,"OptInMarketing":false}]', undefined],
    ['[null]', undefined],
  ])('%s', (text, expected) => expect(keptOf(text)).toEqual(expected));
});

describe('keptSubscriptions: the form takes what the server kept', () => {
  it.each<[string, SubscriptionOption[], Parameters<typeof keptSubscriptions>[1], SubscriptionOption[]]>([
    ['nothing listed', [option(1, true, true)], [], [option(1, true, true)]],
    [
      'one branding reverted, the other kept as sent',
      [option(1, true, true), option(2, true, false)],
      [{ BrandingId: 2, OptInMarketing: false, OptInAccount: false }],
      [option(1, true, true), option(2, false, false)],
    ],
    [
      'an unknown branding is ignored',
      [option(1, true, true)],
      [{ BrandingId: 9, OptInMarketing: false, OptInAccount: false }],
      [option(1, true, true)],
    ],
  ])('%s', (_, sent, kept, expected) => expect(keptSubscriptions(sent, kept)).toEqual(expected));
});
