// @vitest-environment node
/**
 * The institution's payment calendar: a settings file's paymentCalendar merged over the demo's
 * (each key given replaces the demo's, the holidays as a whole list, the fees fee by fee), a
 * bad one stopping the start with lint-style lines, and the calendar functions on it ("24:00"
 * is the cutoff that never passes). The README's example is read from the README.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectAjv } from '../../schemas/ajv.ts';
import { createInstitution, readSettingsFile, SettingsFileError } from '../../server/config/institution.ts';
import {
  DEMO_PAYMENT_CALENDAR,
  mergePaymentCalendar,
  NO_ACH_CUTOFF,
  type PaymentCalendar,
  type PaymentCalendarSettings,
} from '../../server/config/payments.ts';
import { ROOT } from '../../server/paths.ts';
import { holidaysFrom, nextBusinessDay, pastAchCutoff } from '../../server/services/payments/calendar.ts';
import { settingsFile } from './support';

const DEMO = DEMO_PAYMENT_CALENDAR;
const BANK_HOLIDAYS = [{ date: '2026-11-27', name: 'Day after Thanksgiving' }];

describe('mergePaymentCalendar', () => {
  it.each<[string, PaymentCalendarSettings | undefined, Partial<PaymentCalendar>]>([
    ['no paymentCalendar keeps the demo calendar', undefined, DEMO],
    ['an empty one keeps it too', {}, DEMO],
    [
      'a cutoff replaces the cutoff only',
      { achCutoffTime: NO_ACH_CUTOFF },
      { ...DEMO, achCutoffTime: '24:00' },
    ],
    ['holidays replace the whole list', { holidays: BANK_HOLIDAYS }, { ...DEMO, holidays: BANK_HOLIDAYS }],
    ['holidays [] leave none', { holidays: [] }, { ...DEMO, holidays: [] }],
    [
      'a first-party fee replaces that fee and keeps the others',
      { firstPartyFees: { DebitCardFeeAmount: 1 } },
      { ...DEMO, firstPartyFees: { ...DEMO.firstPartyFees, DebitCardFeeAmount: 1 } },
    ],
    [
      'a third-party fee replaces that fee and keeps the others',
      { thirdPartyFees: { ach: 0 } },
      { ...DEMO, thirdPartyFees: { ach: 0, debitCard: 1.25, creditCard: 1.75 } },
    ],
    [
      'the period and the interest basis replace theirs',
      { numberDaysInPeriod: 60, interestDaysInYear: 360 },
      { ...DEMO, numberDaysInPeriod: 60, interestDaysInYear: 360 },
    ],
  ])('%s', (_case, settings, expected) => {
    expect(mergePaymentCalendar(DEMO, settings)).toEqual(expected);
  });

  it('leaves the demo calendar as it was', () => {
    mergePaymentCalendar(DEMO, { holidays: [], firstPartyFees: { ScheduledAchFee: 9 } });
    expect(DEMO.holidays.length).toBeGreaterThan(0);
    expect(DEMO.firstPartyFees.ScheduledAchFee).toBe(0);
  });
});

describe("an institution's paymentCalendar", () => {
  it('replaces the demo holidays, cutoff and fees it names', () => {
    const { paymentCalendar } = createInstitution([
      {
        paymentCalendar: {
          achCutoffTime: '15:30',
          holidays: BANK_HOLIDAYS,
          firstPartyFees: { DebitCardFeeAmount: 1, CreditCardFeeAmount: 2 },
          thirdPartyFees: { ach: 0.25, debitCard: 0.75, creditCard: 1 },
        },
      },
    ]);
    expect(paymentCalendar).toEqual({
      ...DEMO,
      achCutoffTime: '15:30',
      holidays: BANK_HOLIDAYS,
      firstPartyFees: { ...DEMO.firstPartyFees, DebitCardFeeAmount: 1, CreditCardFeeAmount: 2 },
      thirdPartyFees: { ach: 0.25, debitCard: 0.75, creditCard: 1 },
    });
  });

  it('is merged file by file, a later file over an earlier one', () => {
    const { paymentCalendar } = createInstitution([
      { paymentCalendar: { holidays: [], firstPartyFees: { DebitCardFeeAmount: 1 } } },
      { paymentCalendar: { firstPartyFees: { CreditCardFeeAmount: 2 } } },
    ]);
    expect(paymentCalendar.holidays).toEqual([]);
    expect(paymentCalendar.firstPartyFees).toEqual({
      ...DEMO.firstPartyFees,
      DebitCardFeeAmount: 1,
      CreditCardFeeAmount: 2,
    });
    expect(paymentCalendar.achCutoffTime).toBe(DEMO.achCutoffTime);
  });

  it('is not part of the ApplicationOptions answer', () => {
    const institution = createInstitution([{ paymentCalendar: { holidays: [] } }]);
    expect(institution.options).not.toHaveProperty('paymentCalendar');
  });

  it('is read from a settings file that passes the schema', () => {
    const file = settingsFile({
      institutionOptions: { AllowSaturdayAchPayments: true },
      paymentCalendar: { achCutoffTime: '24:00', holidays: [], thirdPartyFees: { ach: 0 } },
    });
    expect(createInstitution([readSettingsFile(file)]).paymentCalendar).toMatchObject({
      achCutoffTime: '24:00',
      holidays: [],
      thirdPartyFees: { ach: 0, debitCard: 1.25 },
      numberDaysInPeriod: DEMO.numberDaysInPeriod,
    });
  });
});

/** The JSON block of the README's "The payment calendar in PORTAL_SETTINGS" section. */
function readmeExample(): object {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### The payment calendar in `PORTAL_SETTINGS`'));
  const block = /```json\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('The README has no example payment calendar');
  return JSON.parse(block[1]!) as object;
}

describe("the README's example", () => {
  it('passes the start and does what the README says', () => {
    const { paymentCalendar } = createInstitution([readSettingsFile(settingsFile(readmeExample()))]);
    expect(paymentCalendar).toEqual({
      ...DEMO,
      achCutoffTime: NO_ACH_CUTOFF,
      firstPartyFees: { ...DEMO.firstPartyFees, DebitCardFeeAmount: 1.5 },
      holidays: [{ date: '2026-12-24', name: 'Christmas Eve' }],
    });
  });
});

describe('a bad paymentCalendar stops the start', () => {
  it.each<[string, object, RegExp]>([
    [
      'a cutoff past midnight',
      { achCutoffTime: '24:30' },
      /bank\.json:3:\d+ {2}error {2}paymentCalendar\.achCutoffTime must match/,
    ],
    [
      'a cutoff in words',
      { achCutoffTime: '5pm' },
      /bank\.json:3:\d+ {2}error {2}paymentCalendar\.achCutoffTime must match/,
    ],
    [
      'a holiday that is not a date',
      { holidays: [{ date: '2026-02-30', name: 'Nope' }] },
      /bank\.json:5:\d+ {2}error {2}paymentCalendar\.holidays\.0\.date must match format "date"/,
    ],
    [
      'a holiday without a name',
      { holidays: [{ date: '2026-12-24' }] },
      /error {2}paymentCalendar\.holidays\.0 needs name/,
    ],
    [
      'holidays that are not a list',
      { holidays: '2026-12-24' },
      /error {2}paymentCalendar\.holidays must be array/,
    ],
    [
      'a negative fee',
      { firstPartyFees: { DebitCardFeeAmount: -1 } },
      /error {2}paymentCalendar\.firstPartyFees\.DebitCardFeeAmount must be >= 0/,
    ],
    [
      'an unknown fee',
      { thirdPartyFees: { wire: 5 } },
      /error {2}paymentCalendar\.thirdPartyFees has an unknown property wire/,
    ],
    ['an unknown key', { achCutoff: '17:00' }, /error {2}paymentCalendar has an unknown property achCutoff/],
    [
      'an interest basis of 364 days',
      { interestDaysInYear: 364 },
      /error {2}paymentCalendar\.interestDaysInYear must be equal to one of/,
    ],
    [
      'a period of days that is not whole',
      { numberDaysInPeriod: 7.5 },
      /error {2}paymentCalendar\.numberDaysInPeriod must be integer/,
    ],
  ])('%s: a lint-style line naming the file, line and column', (_case, paymentCalendar, message) => {
    const file = settingsFile({});
    writeFileSync(file, JSON.stringify({ paymentCalendar }, null, 2));
    expect(() => readSettingsFile(file)).toThrow(SettingsFileError);
    expect(() => readSettingsFile(file)).toThrow(message);
  });
});

describe('the demo calendar', () => {
  it('passes the schema an institution file is held to', () => {
    const { description: _description, ...calendar } = DEMO as PaymentCalendar & { description?: string };
    const validate = projectAjv().getSchema('payment-calendar.schema.json')!;
    expect(validate(calendar), JSON.stringify(validate.errors)).toBe(true);
  });
});

describe('the calendar functions on an institution calendar', () => {
  /** A clock at this local time (the cutoff is server local time). */
  const at = (hours: number, minutes: number) => ({ now: () => new Date(2026, 10, 25, hours, minutes) });
  const noCutoff = mergePaymentCalendar(DEMO, { achCutoffTime: NO_ACH_CUTOFF, holidays: [] });

  it.each<[string, PaymentCalendar, ReturnType<typeof at>, boolean]>([
    ['17:00 has passed at 17:00', DEMO, at(17, 0), true],
    ['17:00 has not at 16:59', DEMO, at(16, 59), false],
    ['24:00 has not at 23:59', noCutoff, at(23, 59), false],
    ['24:00 has not at midnight', noCutoff, at(0, 0), false],
    ['23:59 has at 23:59', mergePaymentCalendar(DEMO, { achCutoffTime: '23:59' }), at(23, 59), true],
  ])('a cutoff of %s', (_case, calendar, clock, passed) => {
    expect(pastAchCutoff(clock, calendar)).toBe(passed);
  });

  it('lists the holidays of the calendar given, none for []', () => {
    expect(holidaysFrom('2026-11-22', DEMO).slice(0, 1)).toEqual(['2026-11-26']);
    expect(holidaysFrom('2026-11-22', noCutoff)).toEqual([]);
  });

  it('skips only the holidays of the calendar given to find the next business day', () => {
    expect(nextBusinessDay('2026-11-25', DEMO)).toBe('2026-11-27');
    expect(nextBusinessDay('2026-11-25', noCutoff)).toBe('2026-11-26');
    const bank = mergePaymentCalendar(DEMO, { holidays: BANK_HOLIDAYS });
    expect(nextBusinessDay('2026-11-25', bank)).toBe('2026-11-26');
    expect(nextBusinessDay('2026-11-26', bank)).toBe('2026-11-30');
  });
});
