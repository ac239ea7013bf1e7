/** The profile's phone rules (src/domain/profile/phones.ts). */
import { describe, expect, it } from 'vitest';
import {
  canBePrimary,
  formatPhone,
  phonesForForm,
  phonesProblem,
  phonesToSave,
  setPrimary,
  textingNotAgreed,
  textingTurnedOff,
  type ProfilePhone,
} from '../../../../src/domain/profile';

const phone = (PhoneNumber: string, Primary = false, OptInToTexting = false): ProfilePhone => ({
  PhoneNumber,
  Primary,
  OptInToTexting,
});
const ONE = phone('8015550100', true);
const TWO = phone('385-555-0187', false, true);

describe('phones', () => {
  it.each([
    ['8015550100', '801-555-0100'],
    ['(801) 555-0100', '801-555-0100'],
    ['801555', '801555'],
  ])('formatPhone(%j) is %j', (typed, shown) => expect(formatPhone(typed)).toBe(shown));

  it('adds an empty second phone to one, keeps two, keeps at most two', () => {
    expect(phonesForForm([ONE])).toEqual([ONE, phone('')]);
    expect(phonesForForm([])).toEqual([phone(''), phone('')]);
    expect(phonesForForm([ONE, TWO, ONE])).toEqual([ONE, TWO]);
  });

  it.each([
    [[ONE, phone('')], 1, false],
    [[ONE, phone('801-555')], 1, false],
    [[ONE, TWO], 1, true],
    [[phone(''), phone('')], 0, true],
  ])('canBePrimary(%j, %i) is %s', (phones, index, can) => expect(canBePrimary(phones, index)).toBe(can));

  it.each([
    ['on sets the other off', [ONE, TWO], 1, true, [false, true]],
    ['off leaves the other', [ONE, TWO], 0, false, [false, false]],
    ['on again keeps one', [ONE, TWO], 0, true, [true, false]],
  ])('setPrimary: %s', (_, phones, index, on, primaries) =>
    expect(setPrimary(phones, index, on).map((entry) => entry.Primary)).toEqual(primaries),
  );

  it.each([
    [[], 'PhoneRequired'],
    [[phone('', true)], 'PhoneRequired'],
    [[phone('801555010', true)], 'PhoneInvalid'],
    [[phone('8015550100')], 'PrimaryRequired'],
    [[ONE, phone('3855550187', true)], 'PrimaryNotUnique'],
    [[ONE, phone('')], undefined],
    [[ONE, TWO], undefined],
  ])('phonesProblem(phonesToSave(%j)) is %s', (phones, problem) =>
    expect(phonesProblem(phonesToSave(phones))).toBe(problem),
  );

  it('saves digits and drops empty phones', () => {
    expect(phonesToSave([TWO, phone(' ')])).toEqual([phone('3855550187', false, true)]);
  });

  it.each([
    [[ONE, TWO], [ONE, { ...TWO, OptInToTexting: false }], true, true],
    [[ONE, TWO], [ONE, TWO], false, false],
    [[ONE], [ONE], false, true],
    [[], [], false, false],
  ])('texting %j -> %j: turned off %s, not agreed %s', (before, after, off, notAgreed) => {
    expect(textingTurnedOff(before, after)).toBe(off);
    expect(textingNotAgreed(after)).toBe(notAgreed);
  });
});
