import { describe, expect, it } from 'vitest';
import { monthsSinceCapture, moved, shiftDate } from '../../../../src/app/preview/demo/clock';

describe('the demo clock', () => {
  it.each([
    ['2026-11-16', 0, '2026-11-16'],
    ['2026-11-16', 3, '2027-02-16'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2026-10-29T03:22:03.850Z', 2, '2026-12-29T03:22:03.850Z'],
    ['01-123400-1', 5, '01-123400-1'],
  ])('moves %s by %i months to %s', (date, months, expected) => {
    expect(shiftDate(date, months)).toBe(expected);
  });

  it('counts whole months since the capture, never backwards', () => {
    expect(monthsSinceCapture(new Date(2026, 10, 30))).toBe(0);
    expect(monthsSinceCapture(new Date(2027, 0, 5))).toBe(2);
    expect(monthsSinceCapture(new Date(2025, 0, 5))).toBe(0);
  });

  it('moves every date of an answer but the holidays and terms dates, on a copy', () => {
    const answer = {
      DueDate: '2026-11-16',
      NonPaymentDays: ['2026-12-25'],
      Logs: [{ DateOfTerms: '2026-01-01' }],
    };
    expect(moved(answer, 1)).toEqual({
      DueDate: '2026-12-16',
      NonPaymentDays: ['2026-12-25'],
      Logs: [{ DateOfTerms: '2026-01-01' }],
    });
    expect(answer.DueDate).toBe('2026-11-16');
  });
});
