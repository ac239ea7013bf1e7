import { describe, expect, it } from 'vitest';
import {
  formatLoanRate,
  loanCheckDigits,
  isClosedLoan,
  loanFigures,
  miscellaneousFees,
  withoutCheckDigit,
  type LoanInformation,
  type LoanPaymentMethod,
} from '../../../../src/domain/accounts';

describe('withoutCheckDigit: the account number the loan screen shows', () => {
  it.each<[string, number, string]>([
    ['01-123400-1', 1, '01-123400'],
    ['01-123400-12', 2, '01-123400'],
    ['011234001', 1, '01123400'],
    ['011234012', 2, '0112340'],
    ['0112340', 0, '0112340'],
    ['5', 1, '5'],
    [' 01-123400-1 ', 1, '01-123400'],
  ])('%j (check digits %i) -> %j', (number, checkDigits, expected) => {
    expect(withoutCheckDigit(number, checkDigits)).toBe(expected);
  });
});

describe('loanCheckDigits: LoanCheckDigitLength from the institution options, 1 when unset or not a count', () => {
  it.each<[Record<string, unknown>, number]>([
    [{ LoanCheckDigitLength: 2 }, 2],
    [{ LoanCheckDigitLength: 0 }, 0],
    [{}, 1],
    [{ LoanCheckDigitLength: '2' }, 1],
    [{ LoanCheckDigitLength: -1 }, 1],
    [{ LoanCheckDigitLength: 1.5 }, 1],
  ])('%j -> %i', (options, expected) => {
    expect(loanCheckDigits(options)).toBe(expected);
  });
});

describe('miscellaneousFees: TotalLoanFees − LateChargesDue, to the cent', () => {
  it.each<[Partial<LoanInformation>, number | undefined]>([
    [{ TotalLoanFees: 60, LateChargesDue: 35 }, 25],
    [{ TotalLoanFees: 0.3, LateChargesDue: 0.1 }, 0.2],
    [{ TotalLoanFees: 35, LateChargesDue: 35 }, 0],
    [{ TotalLoanFees: 12.5 }, 12.5],
    [{ LateChargesDue: 5 }, undefined],
    [{}, undefined],
  ])('%j -> %j', (info, expected) => {
    expect(miscellaneousFees(info)).toBe(expected);
  });
});

describe('formatLoanRate: server value (hundredths of a percent) / 100 as a percent, two decimals', () => {
  it.each<[unknown, string]>([
    [649, '6.49%'],
    [410, '4.10%'],
    [1212.5, '12.13%'],
    [5, '0.05%'],
    [0, '0.00%'],
    [undefined, ''],
    [Number.NaN, ''],
    ['6.49', ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatLoanRate(value, 'en-US')).toBe(expected);
  });

  it('falls back to en-US for a malformed locale', () => {
    expect(formatLoanRate(500, 'not a locale!')).toBe('5.00%');
  });
});

describe('loanFigures: every figure of the information section', () => {
  const methodText = (method: LoanPaymentMethod) => `${method.Kind} ${method.LastFour}`;
  const info: LoanInformation = {
    AccountNumber: '01-123401-9',
    TotalLoanFees: 47.5,
    LateChargesDue: 35,
    NextPaymentDate: '2026-12-01T00:00:00',
    NextPaymentAmount: 312.45,
    InterestRate: 649,
    CurrentYearToDateInterest: 1234.5,
    LastYearToDateInterest: 1502,
    AvailableCredit: 0,
    LoanOriginationDate: '2023-03-15',
    LastPaymentDate: '2026-11-01',
    LastPaymentAmount: 312.45,
    PaymentInformation: {
      DefaultPaymentMethod: { Kind: 'Checking', LastFour: '6789' },
      TotalAmountDue: 347.45,
    },
  };

  it('formats each as the spec says', () => {
    expect(loanFigures(info, '01-123401-9', 'en-US', 1, methodText)).toEqual({
      accountNumber: '01-123401',
      nextPaymentDue: '12/01/2026',
      paymentAmount: '$312.45',
      defaultPaymentMethod: 'Checking 6789',
      interestRate: '6.49%',
      yearToDateInterest: '$1,234.50',
      lastYearToDateInterest: '$1,502.00',
      availableCredit: '$0.00',
      originationDate: '03/15/2023',
      lateFees: '$35.00',
      miscellaneousFees: '$12.50',
      lastPayment: '11/01/2026 $312.45',
      totalAmountDue: '$347.45',
    });
  });

  it('shows nothing for what the answer lacks, and the route number when it has none', () => {
    const figures = loanFigures({}, '01-123400-1', 'en-US', 1, methodText);
    expect(figures.accountNumber).toBe('01-123400');
    expect(Object.entries(figures).filter(([key, value]) => key !== 'accountNumber' && value !== '')).toEqual(
      [],
    );
  });
});

describe('isClosedLoan: the comment contains CLOSED', () => {
  it.each<[string | null | undefined, boolean]>([
    ['CLOSED', true],
    ['closed', true],
    ['Loan closed 2025', true],
    ['', false],
    ['nox$', false],
    [null, false],
    [undefined, false],
  ])('%j -> %j', (comment, expected) => {
    expect(isClosedLoan(comment)).toBe(expected);
  });
});
