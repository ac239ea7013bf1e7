/**
 * The loan screen's data (spec 03 §2.3, §3; GET /api/AccountDetails): the loan information
 * computed from the loan, its transactions and its payments (interest to date, last
 * payment, recurring and scheduled payments, default method), the load-time flags, the
 * mailing address, the alert settings, the statement format and the e-statement state.
 */
import { isClosed } from '../../../src/domain/accounts/account.ts';
import { loanCheckDigits, withoutCheckDigit } from '../../../src/domain/accounts/accountNumber.ts';
import { daysSinceOpened } from '../../../src/domain/accounts/historyRange.ts';
import type {
  AccountDetailsResponse,
  LoanDefaultPaymentMethod,
  LoanInformation,
} from '../../../src/generated/api-types/loans.ts';
import type { Database } from '../../db/database.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { dollars } from '../accounts.ts';
import { todayOf } from '../payments/calendar.ts';
import { methodByProfile, defaultMethod } from '../payments/methods.ts';
import { postDuePayments, recurringPayment, scheduledPayments } from '../payments/store.ts';
import { loanDetails, mailingAddress, ownLoan, type LoanDetailsRow, type LoanRow } from './account.ts';
import { alertSettings, hasPhone } from './alerts.ts';
import { eStatementState, statementFormatOf } from './eStatements.ts';
import { historyFigures } from './history.ts';

function defaultMethodOf(db: Database, userId: number, loan: LoanRow): LoanDefaultPaymentMethod | null {
  const chosen = defaultMethod(db, userId, loan.id);
  const method = chosen && methodByProfile(db, userId, chosen.ProfileId);
  if (!chosen || !method) return null;
  const kind = method.is_card === 1 ? method.card_type : method.ach_account_type;
  return {
    IsCard: chosen.IsCard,
    ProfileId: chosen.ProfileId,
    Kind: kind ?? 'Checking',
    LastFour: method.last_four,
  };
}

function information(
  deps: Pick<Deps, 'db' | 'institution'>,
  session: SessionUser,
  loan: LoanRow,
  details: LoanDetailsRow,
  today: string,
): LoanInformation {
  const { db } = deps;
  const figures = historyFigures(db, loan.id, today);
  const origination = details.origination_date ?? today;
  return {
    HasNoErrors: true,
    Errors: [],
    AccountNumber: loan.number,
    DisplayAccountNumber: withoutCheckDigit(
      loan.number,
      loanCheckDigits(deps.institution.options.institutionOptions),
    ),
    AccountType: loan.type,
    Description: loan.description,
    Name: loan.name_on_account,
    Address: mailingAddress(db, loan, details),
    TotalLoanFees: dollars(loan.fees_due_cents + details.other_fees_cents),
    LateChargesDue: dollars(loan.fees_due_cents),
    NextPaymentDate: loan.due_date,
    NextPaymentAmount: dollars(loan.installment_cents),
    InterestRate: Math.round(loan.rate * 100),
    CurrentYearToDateInterest: dollars(figures.currentYearCents),
    LastYearToDateInterest: dollars(figures.lastYearCents),
    AvailableCredit: dollars(loan.type === 9 ? loan.available_cents : 0),
    LoanOriginationDate: origination,
    LastPaymentDate: figures.lastPayment?.date ?? null,
    LastPaymentAmount: dollars(figures.lastPayment?.cents ?? 0),
    PaymentInformation: {
      RecurringPayment: recurringPayment(db, loan, today),
      DefaultPaymentMethod: defaultMethodOf(db, session.userId, loan),
      ScheduledPayments: scheduledPayments(db, loan.id, today),
      TotalAmountDue: dollars(loan.amount_due_cents),
    },
    DaysSinceOpened: daysSinceOpened(origination, today),
    IsClosed: isClosed({ Comment: loan.comment }),
    Error: false,
    LoanLockedPayoff: details.locked_payoff === 1,
    Dispute: details.dispute === 1,
    NoPaymentOnline: loan.payment_security === 'NoPayments',
    NoAchPayment: loan.payment_security === 'NoAchPayments',
    NightError: details.night_error === 1,
  };
}

/** The AccountDetails answer for the caller's loan (403 when not theirs, 400 when not a loan). */
export function accountDetails(
  deps: Pick<Deps, 'db' | 'clock' | 'institution'>,
  session: SessionUser,
  accountNumber: string,
): AccountDetailsResponse {
  const { db, clock } = deps;
  const today = todayOf(clock);
  postDuePayments(db, ownLoan(db, session, accountNumber).id, today);
  const loan = ownLoan(db, session, accountNumber);
  const details = loanDetails(db, loan.id);
  return {
    HasNoErrors: true,
    Errors: [],
    Information: information(deps, session, loan, details, today),
    Alerts: alertSettings(details, deps.institution),
    StatementFormat: statementFormatOf(loan),
    EStatements: eStatementState(deps, session, loan),
    HasPhone: hasPhone(db, loan.customer_id),
  };
}
