/**
 * The demo institution's payment data (README "Trying the demo", Make A Payment): saved
 * cards and bank accounts with a default, a scheduled payment (and a posted one), a recurring
 * payment with the ACH draft agreement signed for it, a loan only cards may pay, a loan blocked
 * from payment and a line of credit with nothing to pay. demo.borrower keeps its accounts and
 * gets saved methods; two more users, exempt from the security code, show the other branches.
 * Dates follow the clock.
 */
import { addDays } from '../../src/domain/dates/index.ts';
import { DEMO_PAYMENT_CALENDAR, ROUTING_TABLE } from '../config/payments.ts';
import { nextBusinessDay, todayOf } from '../services/payments/calendar.ts';
import {
  insertMethod,
  setDefaultMethod,
  type NewBankAccount,
  type NewCard,
} from '../services/payments/methods.ts';
import { recordSignedAgreement } from '../services/payments/signedAgreements.ts';
import { insertPayment, insertRecurring } from '../services/payments/store.ts';
import type { Clock } from '../services/clock.ts';
import type { Database } from './database.ts';

/** What the host allows on a loan (spec 02 §3, §6); every switch on by default. */
export interface DemoLoanTerms {
  allowAch?: boolean;
  allowCards?: boolean;
  delinquent?: boolean;
  /** The host's security flag: NoPayments or NoAchPayments. */
  security?: '' | 'NoPayments' | 'NoAchPayments';
}

/** A demo account's fields; money in cents, due in days from today. */
export interface DemoLoan {
  number: string;
  type: number;
  description: string;
  comment?: string;
  status?: string;
  balance: number;
  available?: number;
  rate?: number;
  due?: number | null;
  amountDue?: number;
  pastDue?: boolean;
  installment?: number;
  fees?: number;
  terms?: DemoLoanTerms;
}

/** The users that show the payment branches (password Borrower#2026, no security code). */
export const PAYMENT_USERS = [
  {
    username: 'demo.payments',
    customerNumber: 'C1101',
    dob: '1986-08-19',
    first: 'Pat',
    last: 'Nguyen',
    email: 'pat.nguyen@example.com',
    mfaExempt: true,
    street: '1875 S 900 E',
  },
  {
    username: 'demo.limits',
    customerNumber: 'C1102',
    dob: '1991-12-02',
    first: 'Drew',
    last: 'Carter',
    email: 'drew.carter@example.com',
    mfaExempt: true,
    street: '2240 E 1300 S',
  },
] as const;

/** The accounts of the payment users, in order. */
export const PAYMENT_ACCOUNTS: Readonly<Record<string, readonly DemoLoan[]>> = {
  'demo.payments': [
    {
      number: '01-310001-4',
      type: 0,
      description: '2020 Honda Civic',
      balance: 1_120_000,
      rate: 5.25,
      due: 10,
      amountDue: 32_500,
      installment: 32_500,
    },
    {
      number: '01-310002-2',
      type: 0,
      description: 'Boat Loan',
      balance: 2_450_000,
      rate: 7.1,
      due: 18,
      amountDue: 41_000,
      installment: 41_000,
    },
  ],
  'demo.limits': [
    {
      number: '01-320001-7',
      type: 0,
      description: 'Student Loan',
      balance: 850_000,
      rate: 4.5,
      due: 7,
      amountDue: 21_000,
      installment: 21_000,
      terms: { allowAch: false },
    },
    {
      number: '01-320002-5',
      type: 0,
      description: 'Furniture Loan',
      balance: 240_000,
      rate: 11.9,
      due: 12,
      amountDue: 12_000,
      installment: 12_000,
      terms: { security: 'NoPayments' },
    },
    {
      number: '01-555320-8',
      type: 9,
      description: 'Home Equity Line of Credit',
      balance: 0,
      available: 5_000_000,
      rate: 8.75,
      due: null,
    },
  ],
};

const VISA_DEBIT: NewCard = {
  cardType: 'visa',
  debitCredit: 'DebitCard',
  expiration: '12/29',
  holderName: 'Alex Morgan',
  lastFour: '1111',
};
const BORROWER_CHECKING: NewBankAccount = {
  accountType: 'Checking',
  routingNumber: '124000054',
  ownerName: 'Alex Morgan',
  lastFour: '6789',
};
const MASTER_CREDIT: NewCard = {
  cardType: 'master',
  debitCredit: 'CreditCard',
  expiration: '08/28',
  holderName: 'Pat Nguyen',
  lastFour: '4444',
};
const PAYMENTS_SAVINGS: NewBankAccount = {
  accountType: 'Savings',
  routingNumber: '324377516',
  ownerName: 'Pat Nguyen',
  lastFour: '4321',
};

export interface SeededUser {
  username: string;
  userId: number;
  /** The ids of the user's accounts, in the order inserted. */
  accountIds: readonly number[];
}

/** The payment data of one demo user (none for the users that show sign-in steps). */
export function seedPayments(db: Database, clock: Clock, { username, userId, accountIds }: SeededUser) {
  const now = clock.now().toISOString();
  const today = todayOf(clock);
  const save = (method: NewCard | NewBankAccount) =>
    insertMethod(db, userId, method, { singleUse: false, now });
  if (username === 'demo.borrower') {
    save(VISA_DEBIT);
    const checking = save(BORROWER_CHECKING);
    // The three loans it can pay (the closed loan and the deposits aside) default to the checking account.
    for (const index of [0, 1, 3]) setDefaultMethod(db, userId, accountIds[index]!, checking);
  }
  if (username === 'demo.payments') {
    const card = save(MASTER_CREDIT);
    const savings = save(PAYMENTS_SAVINGS);
    const [civic = 0, boat = 0] = accountIds;
    for (const id of accountIds) setDefaultMethod(db, userId, id, card);
    const paidFrom = { isCard: false, lastFour: savings.last_four };
    const amounts = {
      amountCents: 32_500,
      firstPartyFeeCents: 0,
      thirdPartyFeeCents: 0,
      additionalPrincipalCents: 0,
    };
    const common = { ...paidFrom, ...amounts, userId, accountId: civic, isPayoff: false, now };
    insertPayment(db, {
      ...common,
      kind: 'scheduled',
      date: nextBusinessDay(addDays(today, 3) ?? today, DEMO_PAYMENT_CALENDAR),
    });
    insertPayment(db, { ...common, kind: 'scheduled', date: addDays(today, -20) ?? today });
    // The earlier one was posted on its date (without touching today's balance, which already counts it).
    db.run("UPDATE payments SET status = 'posted' WHERE account_id = :civic AND payment_date < :today", {
      civic,
      today,
    });
    const recurring = {
      ...paidFrom,
      userId,
      accountId: boat,
      option: 'DaysBeforeDue' as const,
      daysBeforeDue: 3,
      firstDate: addDays(today, 15) ?? today,
      amountCents: 41_000,
      firstPartyFeeCents: 0,
      additionalPrincipalCents: 0,
      now,
    };
    const referenceNumber = insertRecurring(db, recurring);
    // It was set up through the ACH draft agreement, which the Documents page lists as signed.
    recordSignedAgreement(db, {
      userId,
      accountId: boat,
      referenceNumber,
      now,
      terms: {
        loanNumber: '01-310002-2',
        borrower: 'Pat Nguyen',
        bankName: ROUTING_TABLE.get(PAYMENTS_SAVINGS.routingNumber)?.Name ?? '',
        accountType: PAYMENTS_SAVINGS.accountType,
        lastFour: PAYMENTS_SAVINGS.lastFour,
        amountCents: recurring.amountCents,
        additionalCents: 0,
        daysBeforeDue: recurring.daysBeforeDue,
        preparedAt: now.slice(0, 16).replace('T', ' '),
      },
    });
  }
}
