/**
 * The demo institution's data, created in a fresh database: the users of the README's
 * table (password Borrower#2026), each exercising one step of signing in, with accounts,
 * an application and a login history. Dates are relative to the clock, so the data stays
 * current: one loan is always past due, the others due soon.
 */
import { hashPassword } from '../security/passwords.ts';
import { addMinutes, type Clock } from '../services/clock.ts';
import type { Database } from './database.ts';

export const DEMO_PASSWORD = 'Borrower#2026';
/** The date of the demo login agreement's terms (agreements.agreement1 of the demo institution). */
export const DEMO_TERMS_DATE = '2026-01-01';
/** Every demo customer's phone on record, the primary one of the profile. */
export const DEMO_PHONE = '8015550100';

interface DemoUser {
  username: string;
  first: string;
  last: string;
  email: string | null;
  emailVerified?: boolean;
  ssn?: string;
  company?: number;
  restricted?: boolean;
  mustChangePassword?: boolean;
  noQuestion?: boolean;
  acceptedTerms?: boolean;
  /** Signs in without the security code (every user but demo.borrower, so that each exercises one step). */
  mfaExempt?: boolean;
  /** The street of the profile's address (every demo customer lives in Salt Lake City, UT 84101). */
  street: string;
  /** A second profile phone besides the primary DEMO_PHONE, e.g. a mobile that takes texts. */
  otherPhone?: { number: string; texting: boolean };
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'demo.borrower',
    first: 'Alex',
    last: 'Morgan',
    email: 'alex.morgan@example.com',
    ssn: '111223333',
    street: '245 E 300 S',
    otherPhone: { number: '3855550187', texting: true },
  },
  {
    username: 'demo.terms',
    first: 'Taylor',
    last: 'Reed',
    email: 'taylor.reed@example.com',
    acceptedTerms: false,
    mfaExempt: true,
    street: '1460 S Main St',
  },
  {
    username: 'demo.newpass',
    first: 'Jordan',
    last: 'Lee',
    email: 'jordan.lee@example.com',
    mustChangePassword: true,
    mfaExempt: true,
    street: '88 W 200 N',
  },
  {
    username: 'demo.noquestion',
    first: 'Casey',
    last: 'Brooks',
    email: 'casey.brooks@example.com',
    noQuestion: true,
    mfaExempt: true,
    street: '702 E 900 S',
  },
  {
    username: 'demo.ssn',
    first: 'Riley',
    last: 'Ortiz',
    email: 'riley.ortiz@example.com',
    emailVerified: false,
    ssn: '123456789',
    mfaExempt: true,
    street: '3150 S State St',
  },
  {
    username: 'demo.company',
    first: 'Harbor',
    last: 'Supply Co.',
    email: 'ap@harborsupply.example.com',
    company: 42,
    mfaExempt: true,
    street: '1200 W North Temple',
  },
  {
    username: 'demo.restricted',
    first: 'Sam',
    last: 'Quinn',
    email: 'sam.quinn@example.com',
    restricted: true,
    mfaExempt: true,
    street: '515 E 100 S',
  },
];

function date(clock: Clock, days: number): string {
  return addMinutes(clock.now(), days * 24 * 60).slice(0, 10);
}

function insertUser(
  db: Database,
  clock: Clock,
  user: DemoUser,
  index: number,
  passwordHash: string,
): { userId: number; customerId: number } {
  const customerId = db.run(
    `INSERT INTO customers (customer_id, first_name, last_name, company_number, email, email_verified, ssn, date_of_birth,
       address1, city, state, zip, phone, servicing_branch, restricted)
     VALUES (:customerId, :first, :last, :company, :email, :verified, :ssn, '1980-05-17',
       :street, 'Salt Lake City', 'UT', '84101', :phone, '0001', :restricted)`,
    {
      customerId: `C${String(1001 + index)}`,
      first: user.first,
      last: user.last,
      company: user.company ?? 0,
      email: user.email,
      verified: user.emailVerified ?? true,
      ssn: user.ssn ?? null,
      restricted: user.restricted ?? false,
      street: user.street,
      phone: DEMO_PHONE,
    },
  );
  const phones = [{ number: DEMO_PHONE, primary: true, texting: false }];
  if (user.otherPhone) phones.push({ ...user.otherPhone, primary: false });
  phones.forEach((phone, position) =>
    db.run(
      `INSERT INTO phone_numbers (customer_id, position, number, is_primary, opt_in_texting)
       VALUES (:customerId, :position, :number, :primary, :texting)`,
      { customerId, position: position + 1, ...phone },
    ),
  );
  const userId = db.run(
    `INSERT INTO users (customer_id, username, password_hash, must_change_password, secret_question, secret_answer_hash, mfa_exempt)
     VALUES (:customerId, :username, :hash, :mustChange, :question, :answer, :exempt)`,
    {
      customerId,
      username: user.username,
      hash: passwordHash,
      mustChange: user.mustChangePassword ?? false,
      question: user.noQuestion ? null : 'What was the name of your first pet?',
      answer: user.noQuestion ? null : hashPassword('rover'),
      exempt: user.mfaExempt ?? false,
    },
  );
  if (user.acceptedTerms !== false) {
    db.run(
      `INSERT INTO agreement_records (user_id, agreement_type, name, date_of_terms, date_of_agreement, ip, when_to_agree)
       VALUES (:userId, 11337, 'Online Banking Agreement', :terms, :agreed, '127.0.0.1', 0)`,
      { userId, terms: DEMO_TERMS_DATE, agreed: addMinutes(clock.now(), -30 * 24 * 60) },
    );
  }
  for (const [days, ip] of [
    [-21, '198.51.100.23'],
    [-9, '203.0.113.7'],
  ] as const) {
    db.run('INSERT INTO login_history (user_id, login_date, ip) VALUES (:userId, :when, :ip)', {
      userId,
      when: addMinutes(clock.now(), days * 24 * 60),
      ip,
    });
  }
  return { userId, customerId };
}

interface Account {
  number: string;
  type: number;
  description: string;
  comment?: string;
  status?: string;
  balance: number;
  available?: number;
  rate?: number;
  statement?: string;
  due?: number | null;
  amountDue?: number;
  pastDue?: boolean;
  installment?: number;
  fees?: number;
}

function insertAccount(db: Database, clock: Clock, customerId: number, name: string, account: Account) {
  db.run(
    `INSERT INTO accounts (customer_id, number, type, description, comment, status, balance_cents, available_cents, rate,
       statement_preference, due_date, amount_due_cents, past_due, installment_cents, fees_due_cents, name_on_account)
     VALUES (:customerId, :number, :type, :description, :comment, :status, :balance, :available, :rate, :statement,
       :due, :amountDue, :pastDue, :installment, :fees, :name)`,
    {
      customerId,
      number: account.number,
      type: account.type,
      description: account.description,
      comment: account.comment ?? '',
      status: account.status ?? '',
      balance: account.balance,
      available: account.available ?? 0,
      rate: account.rate ?? 0,
      statement: account.statement ?? 'PaperOnly',
      due: account.due === undefined || account.due === null ? null : date(clock, account.due),
      amountDue: account.amountDue ?? 0,
      pastDue: account.pastDue ?? false,
      installment: account.installment ?? 0,
      fees: account.fees ?? 0,
      name,
    },
  );
}

const BORROWER_ACCOUNTS: Account[] = [
  {
    number: '01-123400-1',
    type: 0,
    description: '2022 Subaru Outback',
    status: 'Past Due',
    balance: 1_845_312,
    rate: 6.49,
    statement: 'ElectronicOnly',
    due: -12,
    amountDue: 91_840,
    pastDue: true,
    installment: 45_920,
    fees: 3_500,
  },
  {
    number: '01-123401-9',
    type: 0,
    description: 'Home Improvement Loan',
    balance: 972_055,
    rate: 8.25,
    due: 9,
    amountDue: 31_245,
    installment: 31_245,
  },
  {
    number: '01-099870-4',
    type: 0,
    description: 'Personal Loan',
    comment: 'closed',
    status: 'Paid Off',
    balance: 0,
    rate: 10.9,
    due: null,
  },
  {
    number: '01-555120-3',
    type: 9,
    description: 'Personal Line of Credit',
    balance: 215_000,
    available: 785_000,
    rate: 12.5,
    due: 16,
    amountDue: 5_000,
    installment: 5_000,
  },
  {
    number: '22-004512-0',
    type: 1,
    description: 'Everyday Savings',
    balance: 1_210_488,
    available: 1_205_488,
    rate: 0.25,
  },
  {
    number: '31-778800-2',
    type: 7,
    description: '12-Month Certificate',
    balance: 2_500_000,
    available: 2_500_000,
    rate: 4.1,
  },
];

export function seedDemo(db: Database, clock: Clock) {
  const passwordHash = hashPassword(DEMO_PASSWORD);
  db.transaction(() => {
    DEMO_USERS.forEach((user, index) => {
      const { customerId } = insertUser(db, clock, user, index, passwordHash);
      const name = `${user.first} ${user.last}`;
      if (user.username === 'demo.borrower') {
        for (const account of BORROWER_ACCOUNTS) insertAccount(db, clock, customerId, name, account);
        db.run(
          `INSERT INTO applications (customer_id, application_number, status, amount_requested_cents, amount_approved_cents, last_modified, office, funds_expected)
           VALUES (:customerId, 'A-20461', 'In Review', 1500000, 0, :modified, 'Downtown Branch', NULL)`,
          { customerId, modified: addMinutes(clock.now(), -3 * 24 * 60) },
        );
      } else {
        insertAccount(db, clock, customerId, name, {
          number: `01-2${String(index).padStart(5, '0')}-5`,
          type: 0,
          description: 'Auto Loan',
          balance: 1_250_000,
          rate: 5.9,
          due: 14,
          amountDue: 38_500,
          installment: 38_500,
        });
      }
    });
  });
}
