/**
 * The demo institution's data, created in a fresh database: the users of the README's
 * table (password Borrower#2026), each exercising one step of signing in, with accounts,
 * an application and a login history; a migrated user waiting for activation; and a
 * customer without a user who can register. Dates are relative to the clock, so the data
 * stays current: one loan is always past due, the others due soon.
 *
 * Recovery matches on e-mail, date of birth, zip and servicing branch: every demo customer
 * has zip 84101 and branch 0001 and its own date of birth. demo.borrower's are
 * alex.morgan@example.com, 05/17/1980, 84101, 0001; its secret question is "What was the name
 * of your first pet?" with the answer rover (as for every user with a question).
 */
import type { KeyObject } from 'node:crypto';
import { hashPassword } from '../security/passwords.ts';
import { ssnHash, ssnSuffixHashes } from '../security/ssnHash.ts';
import { placeholderUsername, UNUSABLE_PASSWORD } from '../services/activation.ts';
import { addMinutes, type Clock } from '../services/clock.ts';
import type { Database } from './database.ts';
import { seedDocuments } from './seedDocuments.ts';
import { seedFundedApplication, seedLoans } from './seedLoans.ts';
import { PAYMENT_ACCOUNTS, PAYMENT_USERS, seedPayments, type DemoLoan } from './seedPayments.ts';

export const DEMO_PASSWORD = 'Borrower#2026';
/** The date of the demo login agreement's terms (agreements.agreement1 of the demo institution). */
export const DEMO_TERMS_DATE = '2026-01-01';
/** Every demo customer's phone on record, the primary one of the profile. */
export const DEMO_PHONE = '8015550100';
/** The secret answer of every demo user with a question. */
export const DEMO_SECRET_ANSWER = 'rover';
/** Every demo customer's zip and servicing branch. */
export const DEMO_ZIP = '84101';
export const DEMO_BRANCH = '0001';

interface DemoUser {
  username: string;
  first: string;
  last: string;
  /** YYYY-MM-DD, for recovery. */
  dob: string;
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
  /** Migrated from an older system: no usable password until activated through the e-mailed link. */
  awaitingActivation?: boolean;
  /** The customer number, when not C1001 on by position (the payment users come after C1009). */
  customerNumber?: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'demo.borrower',
    dob: '1980-05-17',
    first: 'Alex',
    last: 'Morgan',
    email: 'alex.morgan@example.com',
    ssn: '111223333',
    street: '245 E 300 S',
    otherPhone: { number: '3855550187', texting: true },
  },
  {
    username: 'demo.terms',
    dob: '1975-09-03',
    first: 'Taylor',
    last: 'Reed',
    email: 'taylor.reed@example.com',
    acceptedTerms: false,
    mfaExempt: true,
    street: '1460 S Main St',
  },
  {
    username: 'demo.newpass',
    dob: '1990-01-22',
    first: 'Jordan',
    last: 'Lee',
    email: 'jordan.lee@example.com',
    mustChangePassword: true,
    mfaExempt: true,
    street: '88 W 200 N',
  },
  {
    username: 'demo.noquestion',
    dob: '1983-11-30',
    first: 'Casey',
    last: 'Brooks',
    email: 'casey.brooks@example.com',
    noQuestion: true,
    mfaExempt: true,
    street: '702 E 900 S',
  },
  {
    username: 'demo.ssn',
    dob: '1988-07-04',
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
    dob: '1970-02-14',
    first: 'Harbor',
    last: 'Supply Co.',
    email: 'ap@harborsupply.example.com',
    company: 42,
    mfaExempt: true,
    street: '1200 W North Temple',
  },
  {
    username: 'demo.restricted',
    dob: '1992-06-09',
    first: 'Sam',
    last: 'Quinn',
    email: 'sam.quinn@example.com',
    restricted: true,
    mfaExempt: true,
    street: '515 E 100 S',
  },
  {
    username: 'demo.activate',
    dob: '1979-03-28',
    first: 'Jamie',
    last: 'Fischer',
    email: 'jamie.fischer@example.com',
    mfaExempt: true,
    street: '930 E 2100 S',
    awaitingActivation: true,
  },
  ...PAYMENT_USERS,
];

/** A customer of the institution without a user, who can register (README: "Registering"). */
export const UNREGISTERED_CUSTOMER = {
  customerId: 'C1009',
  first: 'Sam',
  last: 'Rivera',
  email: 'new.rivera@example.com',
  ssn: '987654321',
  dob: '1985-04-12',
  street: '410 S 200 E',
  phone: '8015550142',
  loan: '01-123456-7',
} as const;

function date(clock: Clock, days: number): string {
  return addMinutes(clock.now(), days * 24 * 60).slice(0, 10);
}

interface DemoCustomer {
  customerId: string;
  first: string;
  last: string;
  company?: number;
  email: string | null;
  emailVerified: boolean;
  ssn: string | null;
  dob: string;
  street: string;
  phone: string;
  restricted?: boolean;
}

/** The customer, with the keyed hashes of its SSN (never the number: security/ssnHash.ts). */
function insertCustomer(
  db: Database,
  ssnKey: KeyObject,
  customer: DemoCustomer,
  otherPhone?: DemoUser['otherPhone'],
): number {
  const customerId = db.run(
    `INSERT INTO customers (customer_id, first_name, last_name, company_number, email, email_verified, ssn_hash,
       date_of_birth, address1, city, state, zip, phone, servicing_branch, restricted)
     VALUES (:customerId, :first, :last, :company, :email, :verified, :ssnHash, :dob,
       :street, 'Salt Lake City', 'UT', :zip, :phone, :branch, :restricted)`,
    {
      customerId: customer.customerId,
      first: customer.first,
      last: customer.last,
      company: customer.company ?? 0,
      email: customer.email,
      verified: customer.emailVerified,
      ssnHash: customer.ssn === null ? null : ssnHash(ssnKey, customer.ssn),
      dob: customer.dob,
      restricted: customer.restricted ?? false,
      street: customer.street,
      phone: customer.phone,
      zip: DEMO_ZIP,
      branch: DEMO_BRANCH,
    },
  );
  for (const hash of customer.ssn === null ? [] : ssnSuffixHashes(ssnKey, customer.ssn))
    db.run('INSERT INTO ssn_suffix_hashes (customer_id, hash) VALUES (:customerId, :hash)', {
      customerId,
      hash,
    });
  const phones = [{ number: customer.phone, primary: true, texting: false }];
  if (otherPhone) phones.push({ ...otherPhone, primary: false });
  phones.forEach((phone, position) =>
    db.run(
      `INSERT INTO phone_numbers (customer_id, position, number, is_primary, opt_in_texting)
       VALUES (:customerId, :position, :number, :primary, :texting)`,
      { customerId, position: position + 1, ...phone },
    ),
  );
  return customerId;
}

/** The hashes every demo user shares (hashing once keeps the start and every test server quick), and the SSN key. */
interface DemoSecrets {
  password: string;
  secretAnswer: string;
  ssnKey: KeyObject;
}

function insertUser(
  db: Database,
  clock: Clock,
  user: DemoUser,
  index: number,
  secrets: DemoSecrets,
): { userId: number; customerId: number } {
  const customerNumber = user.customerNumber ?? `C${String(1001 + index)}`;
  const customerId = insertCustomer(
    db,
    secrets.ssnKey,
    {
      ...user,
      customerId: customerNumber,
      emailVerified: user.emailVerified ?? true,
      ssn: user.ssn ?? null,
      phone: DEMO_PHONE,
    },
    user.otherPhone,
  );
  const userId = db.run(
    `INSERT INTO users (customer_id, username, password_hash, must_change_password, secret_question, secret_answer_hash,
       mfa_exempt, activation_username)
     VALUES (:customerId, :username, :hash, :mustChange, :question, :answer, :exempt, :activation)`,
    {
      customerId,
      username: user.awaitingActivation ? placeholderUsername(customerNumber) : user.username,
      hash: user.awaitingActivation ? UNUSABLE_PASSWORD : secrets.password,
      mustChange: user.mustChangePassword ?? false,
      question: user.noQuestion ? null : 'What was the name of your first pet?',
      answer: user.noQuestion ? null : secrets.secretAnswer,
      exempt: user.mfaExempt ?? false,
      activation: user.awaitingActivation ? user.username : null,
    },
  );
  if (user.acceptedTerms !== false) {
    db.run(
      `INSERT INTO agreement_records (user_id, agreement_type, name, date_of_terms, date_of_agreement, ip, when_to_agree)
       VALUES (:userId, 11337, 'Online Banking Agreement', :terms, :agreed, '127.0.0.1', 0)`,
      { userId, terms: DEMO_TERMS_DATE, agreed: addMinutes(clock.now(), -30 * 24 * 60) },
    );
  }
  const history = user.awaitingActivation
    ? []
    : ([
        [-21, '198.51.100.23'],
        [-9, '203.0.113.7'],
      ] as const);
  for (const [days, ip] of history) {
    db.run('INSERT INTO login_history (user_id, login_date, ip) VALUES (:userId, :when, :ip)', {
      userId,
      when: addMinutes(clock.now(), days * 24 * 60),
      ip,
    });
  }
  return { userId, customerId };
}

/** A demo account: a loan's fields (seedPayments.ts) and the statement preference of any account. */
interface Account extends DemoLoan {
  statement?: string;
}

function insertAccount(
  db: Database,
  clock: Clock,
  customerId: number,
  name: string,
  account: Account,
): number {
  const terms = account.terms ?? {};
  return db.run(
    `INSERT INTO accounts (customer_id, number, type, description, comment, status, balance_cents, available_cents, rate,
       statement_preference, due_date, amount_due_cents, past_due, installment_cents, fees_due_cents, name_on_account,
       allow_ach, allow_cards, delinquent, payment_security)
     VALUES (:customerId, :number, :type, :description, :comment, :status, :balance, :available, :rate, :statement,
       :due, :amountDue, :pastDue, :installment, :fees, :name, :allowAch, :allowCards, :delinquent, :security)`,
    {
      allowAch: terms.allowAch ?? true,
      allowCards: terms.allowCards ?? true,
      delinquent: terms.delinquent ?? false,
      security: terms.security ?? '',
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
    // installment $459.20 + past due $459.20 + late charges $35.00 + other fees $25.00
    // (loan_details, seedLoans.ts) = $978.40
    amountDue: 97_840,
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

/** A migrated user the seed made, to whom the activation link is still to be sent. */
export interface AwaitingActivation {
  id: number;
  username: string;
  email: string;
}

/**
 * The demo password's and secret answer's hashes, made once per process: every database a
 * process seeds (a test file seeds one per test) may share them, as their salts need only be
 * unique per secret, and scrypt is the costliest part of a seed (two derivations, ~40 ms each).
 */
let demoHashes: Promise<[string, string]> | undefined;

function hashDemoSecrets(): Promise<[string, string]> {
  demoHashes ??= Promise.all([hashPassword(DEMO_PASSWORD), hashPassword(DEMO_SECRET_ANSWER)]);
  // A failed derivation is not kept: the next seed tries again.
  demoHashes.catch(() => (demoHashes = undefined));
  return demoHashes;
}

/** Seeds the demo data; answers the migrated users whose activation e-mail start.ts sends. */
export async function seedDemo(db: Database, clock: Clock, ssnKey: KeyObject): Promise<AwaitingActivation[]> {
  const [password, secretAnswer] = await hashDemoSecrets();
  const awaiting: AwaitingActivation[] = [];
  db.transaction(() => {
    DEMO_USERS.forEach((user, index) => {
      const { userId, customerId } = insertUser(db, clock, user, index, { password, secretAnswer, ssnKey });
      if (user.awaitingActivation) awaiting.push({ id: userId, username: user.username, email: user.email! });
      const name = `${user.first} ${user.last}`;
      const paymentAccounts = PAYMENT_ACCOUNTS[user.username];
      if (paymentAccounts) {
        const accountIds = paymentAccounts.map((account) =>
          insertAccount(db, clock, customerId, name, account),
        );
        seedPayments(db, clock, { username: user.username, userId, accountIds });
        if (user.username === 'demo.payments') seedFundedApplication(db, clock, customerId);
      } else if (user.username === 'demo.borrower') {
        const accountIds = BORROWER_ACCOUNTS.map((account) =>
          insertAccount(db, clock, customerId, name, account),
        );
        seedPayments(db, clock, { username: user.username, userId, accountIds });
        seedLoans(db, clock, { accountIds });
        // The texting phone's account texts of the first branding (services/sbt): the profile's text dialog.
        db.run(
          `INSERT INTO sbt_subscriptions (phone, branding_id, opt_in_account, opt_in_marketing)
           VALUES ('3855550187', 1, 1, 0)`,
        );
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
    const rivera = UNREGISTERED_CUSTOMER;
    const customerId = insertCustomer(db, ssnKey, { ...rivera, emailVerified: false });
    insertAccount(db, clock, customerId, `${rivera.first} ${rivera.last}`, {
      number: rivera.loan,
      type: 0,
      description: '2021 Toyota RAV4',
      balance: 1_675_000,
      rate: 5.49,
      due: 11,
      amountDue: 41_230,
      installment: 41_230,
    });
    seedDocuments(db, clock);
  });
  return awaiting;
}
