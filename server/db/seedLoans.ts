/**
 * The demo data of the loan screen (README "Trying the demo", loan account details), added
 * to demo.borrower's accounts: two years of monthly payments on the Subaru loan (01-123400-1,
 * e-statements on, monthly statements for this and last year, credit life and GAP insurance),
 * a year of monthly payments on the home improvement loan (01-123401-9, paper statements, and
 * monthly statements for this and last year, to switch to e-statements), the paid-off history
 * of the closed loan (01-099870-4), advances and payments on the line of credit, deposits on
 * the savings account; and demo.payments' approved application with funds expected. Dates
 * follow the clock.
 */
import { addDays } from '../../src/domain/dates/index.ts';
import type { Clock } from '../services/clock.ts';
import { insertInsurance } from '../services/loans/insurance.ts';
import { insertTransaction } from '../services/loans/history.ts';
import { todayOf } from '../services/payments/calendar.ts';
import type { Database } from './database.ts';

/** The same day `months` months away (clamped to the month's end), YYYY-MM-DD. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

interface PaymentPlan {
  accountId: number;
  /** The principal balance after the latest payment, in cents. */
  balanceCents: number;
  installmentCents: number;
  /** Percent a year. */
  rate: number;
  /** The latest payment's date; one a month before it, `count` in all. */
  latest: string;
  count: number;
}

/**
 * Monthly payments going back from the latest, each split into the month's interest on the
 * balance before it and principal, so that the running balance ends at today's balance.
 */
function seedMonthlyPayments(db: Database, plan: PaymentPlan) {
  const monthly = plan.rate / 100 / 12;
  let after = plan.balanceCents;
  for (let k = 0; k < plan.count; k += 1) {
    const before = Math.round((after + plan.installmentCents) / (1 + monthly));
    const interest = plan.installmentCents - (before - after);
    insertTransaction(db, plan.accountId, {
      date: addMonths(plan.latest, -k),
      time: `${String(8 + (k % 9)).padStart(2, '0')}:${String((k * 7) % 60).padStart(2, '0')}:00`,
      description: 'Payment - Thank You',
      principalCents: before - after,
      interestCents: interest,
      otherCents: 0,
      balanceCents: after,
    });
    after = before;
  }
}

function setDetails(
  db: Database,
  accountId: number,
  fields: { origination: string; otherFeesCents?: number },
) {
  db.run(
    `INSERT INTO loan_details (account_id, origination_date, other_fees_cents) VALUES (:accountId, :origination, :fees)`,
    { accountId, origination: fields.origination, fees: fields.otherFeesCents ?? 0 },
  );
}

/** Monthly statements of the months from January of last year to last month, dated the 1st after. */
function seedStatements(db: Database, accountId: number, today: string) {
  const year = Number(today.slice(0, 4));
  let start = `${year - 1}-01-01`;
  const thisMonth = `${today.slice(0, 7)}-01`;
  while (start < thisMonth) {
    const next = addMonths(start, 1);
    db.run(
      `INSERT INTO statements (public_id, account_id, statement_date, start_date, end_date)
       VALUES (:publicId, :accountId, :date, :start, :end)`,
      {
        publicId: `ST-${accountId}-${start.slice(0, 7)}`,
        accountId,
        date: next,
        start,
        end: addDays(next, -1)!,
      },
    );
    start = next;
  }
}

/** demo.borrower's account ids in the order seed.ts inserts them (BORROWER_ACCOUNTS). */
export interface BorrowerAccounts {
  accountIds: readonly number[];
}

export function seedLoans(db: Database, clock: Clock, { accountIds }: BorrowerAccounts) {
  const [subaru, homeLoan, closed, lineOfCredit, savings] = accountIds as [
    number,
    number,
    number,
    number,
    number,
  ];
  const today = todayOf(clock);
  // Past due 12 days with two installments due: the last payment was a month before the missed one.
  const subaruDue = addDays(today, -12)!;
  setDetails(db, subaru, { origination: addMonths(today, -38), otherFeesCents: 2_500 });
  seedMonthlyPayments(db, {
    accountId: subaru,
    balanceCents: 1_845_312,
    installmentCents: 45_920,
    rate: 6.49,
    latest: addDays(addMonths(subaruDue, -2), -3)!,
    count: 24,
  });
  insertTransaction(db, subaru, {
    date: addDays(subaruDue, 10)!,
    time: '23:10:00',
    description: 'Late Charge',
    principalCents: 0,
    interestCents: 0,
    otherCents: -3_500,
    balanceCents: 1_845_312,
  });
  seedStatements(db, subaru, today);
  insertInsurance(db, subaru, 'Credit Life', 1, 1_842);
  insertInsurance(db, subaru, 'GAP Coverage', 2, 2_500);
  insertInsurance(db, subaru, 'Disability', 0, 0);

  const homeDue = addDays(today, 9)!;
  setDetails(db, homeLoan, { origination: addMonths(today, -30) });
  seedMonthlyPayments(db, {
    accountId: homeLoan,
    balanceCents: 972_055,
    installmentCents: 31_245,
    rate: 8.25,
    latest: addDays(addMonths(homeDue, -1), -2)!,
    count: 12,
  });
  seedStatements(db, homeLoan, today);

  setDetails(db, closed, { origination: addMonths(today, -60) });
  seedMonthlyPayments(db, {
    accountId: closed,
    balanceCents: 0,
    installmentCents: 24_300,
    rate: 10.9,
    latest: addMonths(today, -4),
    count: 6,
  });

  setDetails(db, lineOfCredit, { origination: addMonths(today, -20) });
  insertTransaction(db, lineOfCredit, {
    date: addDays(today, -75)!,
    time: '11:42:00',
    description: 'Advance',
    principalCents: -150_000,
    interestCents: 0,
    otherCents: 0,
    balanceCents: 220_000,
  });
  insertTransaction(db, lineOfCredit, {
    date: addDays(today, -45)!,
    time: '09:05:00',
    description: 'Payment - Thank You',
    principalCents: 2_700,
    interestCents: 2_300,
    otherCents: 0,
    balanceCents: 217_300,
  });
  insertTransaction(db, lineOfCredit, {
    date: addDays(today, -15)!,
    time: '09:12:00',
    description: 'Payment - Thank You',
    principalCents: 2_300,
    interestCents: 2_700,
    otherCents: 0,
    balanceCents: 215_000,
  });

  [
    [-80, 'Deposit - Payroll', 150_000, 0, 1_060_488],
    [-50, 'Deposit - Payroll', 150_000, 0, 1_210_488],
    [-31, 'Dividend', 0, 250, 1_210_738],
    [-20, 'Withdrawal - ATM', -5_000, 0, 1_205_738],
    [-1, 'Dividend', 0, 250, 1_205_988],
  ].forEach(([days, description, principal, interest, balance]) =>
    insertTransaction(db, savings, {
      date: addDays(today, days as number)!,
      time: '06:00:00',
      description: description as string,
      principalCents: principal as number,
      interestCents: interest as number,
      otherCents: 0,
      balanceCents: balance as number,
    }),
  );
}

/** An approved application with funds expected in 5 days (demo.payments: demo.borrower keeps its one application). */
export function seedFundedApplication(db: Database, clock: Clock, customerId: number) {
  db.run(
    `INSERT INTO applications (customer_id, application_number, status, amount_requested_cents, amount_approved_cents, last_modified, office, funds_expected)
     VALUES (:customerId, 'A-20488', 'Approved', 2500000, 2250000, :modified, 'Downtown Branch', :funds)`,
    {
      customerId,
      modified: new Date(clock.now().getTime() - 24 * 60 * 60_000).toISOString(),
      funds: `${addDays(todayOf(clock), 5)!}T00:00:00`,
    },
  );
}
