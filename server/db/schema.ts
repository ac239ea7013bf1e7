/**
 * The baseline tables of the reference server, frozen as they were on main at 34598af: their
 * text gives the baseline's version (database.ts), so an edit here would set every existing
 * database aside. A change of tables is a migration (migrations.ts). Money is kept in cents;
 * instants as ISO 8601 text.
 */
export const SCHEMA = `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  customer_id TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_number INTEGER NOT NULL DEFAULT 0,
  email TEXT,
  email_verified INTEGER NOT NULL DEFAULT 1,
  -- the keyed hash of the SSN's 9 digits (security/ssnHash.ts), never the number
  ssn_hash TEXT,
  date_of_birth TEXT,
  address1 TEXT,
  city TEXT,
  state TEXT,
  zip TEXT,
  phone TEXT,
  servicing_branch TEXT NOT NULL,
  restricted INTEGER NOT NULL DEFAULT 0
);

-- keyed hashes of the last 4 to 8 digits of a customer's SSN, for registrations that ask
-- for fewer than 9 (SsnDigits)
CREATE TABLE ssn_suffix_hashes (
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  hash TEXT NOT NULL,
  PRIMARY KEY (customer_id, hash)
);

CREATE TABLE phone_numbers (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  position INTEGER NOT NULL,
  number TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  opt_in_texting INTEGER NOT NULL DEFAULT 0,
  UNIQUE (customer_id, position)
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  must_change_password INTEGER NOT NULL DEFAULT 0,
  -- a temporary password (account recovery) stops working at this instant
  password_expires TEXT,
  secret_question TEXT,
  secret_answer_hash TEXT,
  mfa_exempt INTEGER NOT NULL DEFAULT 0,
  -- a migrated user waiting for activation: the logon name it gets then (username is a placeholder until)
  activation_username TEXT,
  last_login_at TEXT,
  last_login_ip TEXT
);

-- wrong passwords (and SSNs) per login name as typed, whether or not a user has the name, so
-- that an unknown name locks like a known one; five within LockoutMinutes lock the name until
-- locked_until. Rows older than the period are stale and pruned; the table is bounded.
CREATE TABLE sign_in_failures (
  name TEXT PRIMARY KEY COLLATE NOCASE,
  attempts INTEGER NOT NULL,
  last_failed_at TEXT NOT NULL,
  locked_until TEXT
);

-- single-use tokens of links and steps, stored as their SHA-256: purpose change (the post-login
-- password change), reset (recovery), activation, verifyEmail
CREATE TABLE user_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  purpose TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used INTEGER NOT NULL DEFAULT 0
);

-- expires_at is written at most once a minute; the expiry each call slides is kept in memory
-- meanwhile (services/sessions.ts). password_supplied: begun by a password sign-in, which the
-- post-login SSN step needs (a token, single sign-on or reset-link session has none)
CREATE TABLE sessions (
  token TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  password_supplied INTEGER NOT NULL DEFAULT 0
);

-- one-time codes; subject is user:<id> (sign-in) or anon:<browser id> (registration, with the
-- e-mail address and the digest of its MFAToken)
CREATE TABLE codes (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- wrong tries and resends of the series this code continues (codes.ts caps both)
  series_attempts INTEGER NOT NULL DEFAULT 0,
  resends INTEGER NOT NULL DEFAULT 0,
  used INTEGER NOT NULL DEFAULT 0,
  device_id TEXT,
  email TEXT,
  token_hash TEXT
);

CREATE TABLE verified_emails (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL COLLATE NOCASE,
  verified_at TEXT NOT NULL
);

CREATE TABLE recovery_attempts (
  id INTEGER PRIMARY KEY,
  email TEXT COLLATE NOCASE,
  ip TEXT NOT NULL,
  attempted_at TEXT NOT NULL
);

-- one opt-out token per address, kept as is: it is in every e-mail and grants only opting out
CREATE TABLE email_opt_outs (
  email TEXT PRIMARY KEY COLLATE NOCASE,
  token TEXT NOT NULL UNIQUE,
  opted_out_at TEXT
);

CREATE TABLE trusted_devices (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  expires_at TEXT NOT NULL
);

CREATE TABLE agreement_records (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  agreement_type INTEGER NOT NULL,
  name TEXT NOT NULL,
  date_of_terms TEXT NOT NULL,
  date_of_agreement TEXT NOT NULL,
  ip TEXT,
  when_to_agree INTEGER NOT NULL,
  account_number TEXT
);

CREATE TABLE accounts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  number TEXT NOT NULL,
  type INTEGER NOT NULL,
  description TEXT NOT NULL,
  comment TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT '',
  balance_cents INTEGER NOT NULL DEFAULT 0,
  available_cents INTEGER NOT NULL DEFAULT 0,
  rate REAL NOT NULL DEFAULT 0,
  statement_preference TEXT NOT NULL DEFAULT 'PaperOnly',
  due_date TEXT,
  amount_due_cents INTEGER NOT NULL DEFAULT 0,
  past_due INTEGER NOT NULL DEFAULT 0,
  installment_cents INTEGER NOT NULL DEFAULT 0,
  fees_due_cents INTEGER NOT NULL DEFAULT 0,
  name_on_account TEXT NOT NULL DEFAULT '',
  hidden INTEGER NOT NULL DEFAULT 0,
  -- what the host allows and says about paying the loan (spec 02 §3 "Loan account details")
  billing_frequency TEXT NOT NULL DEFAULT 'Monthly',
  allow_ach INTEGER NOT NULL DEFAULT 1,
  allow_cards INTEGER NOT NULL DEFAULT 1,
  recurring_allowed INTEGER NOT NULL DEFAULT 1,
  -- the hold codes that block ACH or card payments (with the institution's blocking options)
  ach_hold INTEGER NOT NULL DEFAULT 0,
  card_hold INTEGER NOT NULL DEFAULT 0,
  delinquent INTEGER NOT NULL DEFAULT 0,
  -- the host's security flag: '' (none), NoPayments or NoAchPayments (spec 02 §6)
  payment_security TEXT NOT NULL DEFAULT '',
  restriction_code TEXT NOT NULL DEFAULT ''
);

CREATE TABLE applications (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  application_number TEXT NOT NULL,
  status TEXT NOT NULL,
  amount_requested_cents INTEGER NOT NULL,
  amount_approved_cents INTEGER NOT NULL DEFAULT 0,
  last_modified TEXT NOT NULL,
  office TEXT NOT NULL,
  funds_expected TEXT
);

CREATE TABLE login_history (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  login_date TEXT NOT NULL,
  ip TEXT NOT NULL
);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  username TEXT,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  code TEXT,
  link TEXT,
  opt_out_link TEXT,
  sent_at TEXT NOT NULL
);

CREATE TABLE device_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device_id TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

CREATE TABLE sso_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at TEXT NOT NULL
);

CREATE TABLE passable_tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  expires_at TEXT NOT NULL
);

CREATE TABLE client_errors (
  id INTEGER PRIMARY KEY,
  fingerprint TEXT NOT NULL UNIQUE,
  message TEXT NOT NULL,
  stack TEXT,
  user_agent TEXT,
  first_seen TEXT NOT NULL,
  last_seen TEXT NOT NULL,
  count INTEGER NOT NULL DEFAULT 1
);

-- saved and single-use payment methods of a user: a card only as brand, last four and expiry,
-- a bank account only as routing number, type and last four (spec 02 §3); public_id is the
-- ProfileId. A single-use method pays once (used_at) and is never listed.
CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  is_card INTEGER NOT NULL,
  card_type TEXT,
  debit_credit TEXT,
  expiration TEXT,
  holder_name TEXT,
  ach_account_type TEXT,
  routing_number TEXT,
  owner_name TEXT,
  last_four TEXT NOT NULL,
  single_use INTEGER NOT NULL DEFAULT 0,
  used_at TEXT,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- the default payment method a user chose for a loan
CREATE TABLE default_payment_methods (
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  method_id INTEGER NOT NULL REFERENCES payment_methods(id),
  PRIMARY KEY (user_id, account_id)
);

-- the EncryptedData of a user's loan: sent with every submit and delete, replaced by a delete
CREATE TABLE account_tokens (
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  token TEXT NOT NULL,
  PRIMARY KEY (user_id, account_id)
);

-- one-time and scheduled payments: kind immediate (posted at once) or scheduled (pending until
-- its date, posted after); public_id is the EncryptedString of the delete calls
CREATE TABLE payments (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  reference_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  is_card INTEGER NOT NULL,
  method_last_four TEXT NOT NULL,
  payment_date TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  first_party_fee_cents INTEGER NOT NULL DEFAULT 0,
  third_party_fee_cents INTEGER NOT NULL DEFAULT 0,
  additional_principal_cents INTEGER NOT NULL DEFAULT 0,
  is_payoff INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);

-- recurring payments: at most one per loan (spec 02 §2); amount 0 pays the amount due
CREATE TABLE recurring_payments (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  reference_number TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts(id),
  is_card INTEGER NOT NULL,
  method_last_four TEXT NOT NULL,
  recurring_option TEXT NOT NULL,
  days_before_due INTEGER NOT NULL DEFAULT 0,
  first_date TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  first_party_fee_cents INTEGER NOT NULL DEFAULT 0,
  additional_principal_cents INTEGER NOT NULL DEFAULT 0,
  can_delete INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL
);

-- the ACH draft agreements users signed (spec 02 §4; the Documents page, spec 03 §2.15): the
-- agreement a user accepted for a recurring ACH payment, kept when that payment was submitted
-- with it (terms: JSON of services/payments/draftAgreement.ts DraftTerms), and kept after the
-- recurring payment is deleted, as the record of what was authorised; public_id is its AgreementId
CREATE TABLE ach_draft_agreements (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  reference_number TEXT NOT NULL,
  terms TEXT NOT NULL,
  signed_at TEXT NOT NULL
);

-- the answer of each payment made, by the user's idempotency key: the same key again answers
-- it again and makes no second payment (kept 30 days)
CREATE TABLE payment_submissions (
  user_id INTEGER NOT NULL REFERENCES users(id),
  idempotency_key TEXT NOT NULL,
  request_digest TEXT NOT NULL,
  reference_number TEXT NOT NULL,
  payment_date TEXT NOT NULL,
  total_cents INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

-- short-lived tokens of the pages a browser opens outside the API client: the payoff quote
-- breakdown (single-use) and the ACH draft agreement preview (whose token the recurring ACH
-- submit then carries); stored as their SHA-256 with what they show
CREATE TABLE payment_document_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  content TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
-- manual contact info change requests (spec 03 §2.9, §3, PUT /api/ManualChangeContactInfo): the
-- request as recorded (JSON of schemas/api/contactChange.json ContactChangeRequest, cleaned, with
-- the signed-in user's names), for the institution to act on; account_numbers its accounts (JSON)
CREATE TABLE contact_change_requests (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  account_numbers TEXT NOT NULL,
  request TEXT NOT NULL,
  requested_at TEXT NOT NULL
);

-- the loan screen's figures the account list does not hold (spec 03 §3 Loan account information):
-- the loan's mailing address (NULL: the customer's), origination, fees other than late charges,
-- the host's load-time flags and the alert settings (JSON of schemas/api/loans.json AlertSettings)
CREATE TABLE loan_details (
  account_id INTEGER PRIMARY KEY REFERENCES accounts(id),
  address1 TEXT,
  city TEXT,
  state TEXT,
  zip TEXT,
  origination_date TEXT,
  other_fees_cents INTEGER NOT NULL DEFAULT 0,
  locked_payoff INTEGER NOT NULL DEFAULT 0,
  dispute INTEGER NOT NULL DEFAULT 0,
  night_error INTEGER NOT NULL DEFAULT 0,
  alerts TEXT
);

-- an account's transactions (spec 03 §3 history entry); amounts in cents, a payment positive
CREATE TABLE account_history (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  transaction_date TEXT NOT NULL,
  transaction_time TEXT NOT NULL,
  description TEXT NOT NULL,
  principal_cents INTEGER NOT NULL,
  interest_cents INTEGER NOT NULL,
  other_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  balance_cents INTEGER NOT NULL
);

-- monthly e-statements of a loan; public_id is the Statement's Id
CREATE TABLE statements (
  id INTEGER PRIMARY KEY,
  public_id TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  statement_date TEXT NOT NULL,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL
);

-- insurance products on a loan; coverage 1 Individual, 2 Joint, otherwise None
CREATE TABLE loan_insurance (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  product TEXT NOT NULL,
  coverage INTEGER NOT NULL,
  premium_cents INTEGER NOT NULL
);

-- a customer's documents (spec 03 §2.8, §3 Document): of one account, of one application, or
-- neither (a profile document). file_id is the Document's FileId; an upload's bytes are the file
-- of that id in the data folder's uploads/ (services/documents/fileStore.ts), content_type the
-- type its content was found to be, file_type_id the file type chosen for it (GetFileTypes);
-- generated_text (NULL for an upload) holds the lines of a demo document made as a PDF when viewed
CREATE TABLE documents (
  id INTEGER PRIMARY KEY,
  file_id TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  account_id INTEGER REFERENCES accounts(id),
  application_id INTEGER REFERENCES applications(id),
  display_name TEXT NOT NULL,
  display_format TEXT NOT NULL,
  content_type TEXT NOT NULL,
  date_uploaded TEXT NOT NULL,
  uploaded_by INTEGER REFERENCES users(id),
  file_type_id INTEGER,
  byte_size INTEGER,
  generated_text TEXT,
  CHECK (account_id IS NULL OR application_id IS NULL),
  CHECK ((generated_text IS NULL) = (uploaded_by IS NOT NULL))
);

-- tokens of the loan screen's files a browser opens outside the API client (history downloads,
-- single-use; statements), stored as their SHA-256 with what they show
CREATE TABLE loan_document_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  user_id INTEGER NOT NULL REFERENCES users(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  content TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- the user-level alert settings of the profile's Notifications (JSON of schemas/api/loans.json
-- AlertSettings); none: all off
CREATE TABLE user_alerts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  alerts TEXT NOT NULL
);

-- every saved profile change (spec 01 §2 Profile): the form (UserInfo, PersonalInfo,
-- UserAlertsInfo, TextSubscriptions) and the names of the fields changed (JSON), never a value
CREATE TABLE profile_changes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  changed_at TEXT NOT NULL,
  ip TEXT NOT NULL,
  form TEXT NOT NULL,
  fields TEXT NOT NULL
);

-- the demo Solutions By Text store (spec 01 §7): a phone's opt-ins per branding (by number, as
-- the texting service keeps them); no row: both off
CREATE TABLE sbt_subscriptions (
  phone TEXT NOT NULL,
  branding_id INTEGER NOT NULL,
  opt_in_account INTEGER NOT NULL DEFAULT 0,
  opt_in_marketing INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (phone, branding_id)
);

-- the messages form's built-in captcha (spec 03 §2.10): a challenge kept only as digests (of its
-- id, and of its id with the answer), checked once right or wrong, until expires_at; bounded
CREATE TABLE captcha_challenges (
  id_hash TEXT PRIMARY KEY,
  answer_hash TEXT NOT NULL,
  expires_at TEXT NOT NULL
);

-- the messages form's Feedback and Questions (spec 03 §2.10, §3, POST /api/Messages/Feedback and
-- ContactUs), as recorded for the institution: kind feedback or question; user_id the signed-in
-- sender (NULL signed out); the sender's name, e-mail and branch (the session's signed in); the
-- request as sent (JSON of schemas/api/messages.json, its sender replaced by the recorded one)
CREATE TABLE messages (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('feedback', 'question')),
  user_id INTEGER REFERENCES users(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  branch TEXT NOT NULL,
  request TEXT NOT NULL,
  sent_at TEXT NOT NULL
);
`;
