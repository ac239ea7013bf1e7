/**
 * Self-registration (spec 01 §2, §3 Registration payload, §8 Registration errors): the
 * payload, read with the portal's own shape (src/domain/registration); its checks; then the
 * customer it names (an account of the chosen type with the customer's SSN, last name, and
 * date of birth and zip when given, who has no user yet); then the new user linked to that
 * customer, its registration agreements recorded, its e-mail verified by the code (or a link
 * sent) and a welcome message.
 */
import type { Deps } from '../http/env.ts';
import {
  type AccountType,
  type ReceivedPayload,
  type RegistrationPayload,
  receivedPayload,
} from '../../src/domain/registration/index.ts';
import { hashPassword } from '../security/passwords.ts';
import { ssnHash } from '../security/ssnHash.ts';
import { ACCOUNT_TYPES } from './accounts.ts';
import { recordAgreements } from './agreements.ts';
import { recentlyVerified, sendVerifyLink } from './emailVerification.ts';
import { send } from './outbox.ts';
import {
  accountNumberProblem,
  agreementsProblem,
  dateOfBirth,
  passwordProblem,
  registrationAgreements,
  ssnProblem,
  usernameProblems,
} from './registrationChecks.ts';
import { findUser } from './users.ts';

/** The outcome: the reason codes of the catalogue, none on success (Restricted: registered, but restricted). */
export type RegistrationResult = { errors: string[] } | { userId: number; restricted: boolean };

interface Candidate {
  id: number;
  ssn_hash: string | null;
  /** 1 when the SSN digits typed in are the customer's, or the end of them (keyed hashes compared). */
  ssn_matches: number;
  last_name: string;
  date_of_birth: string | null;
  zip: string | null;
  restricted: number;
}

/** The type codes of the accounts a registration of this type may name (loan: loans and lines of credit). */
function typeCodes(type: AccountType): number[] {
  const names = type === 'Loan' ? ['Loan', 'LineOfCredit'] : ['Deposit', 'Investment'];
  return Object.entries(ACCOUNT_TYPES)
    .filter(([, name]) => names.includes(name))
    .map(([code]) => Number(code));
}

/** Problems found in the payload alone, every one of them. */
async function payloadProblems(deps: Deps, request: RegistrationPayload): Promise<string[]> {
  const { institution, clock, db } = deps;
  const password = await passwordProblem(
    {
      username: request.UserName,
      ssn_hash: request.SSN.length === 9 ? ssnHash(deps.ssnKey, request.SSN) : null,
      email: request.EmailAddress,
    },
    request.Password,
    deps,
  );
  const problems = [
    ssnProblem(request.SSN, institution),
    dateOfBirth(request.DateOfBirth, clock.now()) === undefined ? 'DateOfBirth' : undefined,
    accountNumberProblem(request.AccountNumber, request.AccountType, institution),
    ...usernameProblems(request.UserName, request.EmailAddress, institution),
    findUser(db, request.UserName) ? 'LoginNameExists' : undefined,
    password,
    agreementsProblem(request.Agreements, institution),
  ];
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The unregistered customer the payload names, or the reason code why there is none. */
function matchCustomer(
  { db, institution, clock, ssnKey }: Deps,
  request: RegistrationPayload,
): Candidate | string {
  const allowed = institution.option('RegistrationAccountTypes') ?? 'Both';
  if (allowed !== 'Both' && allowed !== request.AccountType) return 'Invalid';
  const codes = typeCodes(request.AccountType);
  const number = request.AccountNumber;
  // Without check digits the number typed in is the stored one up to its last dash.
  // The hash of 9 digits is compared with the SSN's, that of fewer with its endings'.
  const candidates = db.all<Candidate & { number: string; type: number }>(
    `SELECT DISTINCT c.id, c.ssn_hash, c.last_name, c.date_of_birth, c.zip, c.restricted, a.number, a.type,
            (c.ssn_hash = :ssnHash OR EXISTS (SELECT 1 FROM ssn_suffix_hashes s
               WHERE s.customer_id = c.id AND s.hash = :ssnHash)) AS ssn_matches
       FROM accounts a JOIN customers c ON c.id = a.customer_id
      WHERE (:number = '' OR a.number = :number OR a.number LIKE :prefix)
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.customer_id = c.id)`,
    { number, prefix: `${number}-%`, ssnHash: ssnHash(ssnKey, request.SSN) },
  );
  const checkDigitsRemoved = institution.option('RemoveCheckDigits') === true;
  const dob = dateOfBirth(request.DateOfBirth, clock.now());
  const same = (a: string | null, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
  const people = candidates.filter(
    (row) =>
      codes.includes(row.type) &&
      (number === '' ||
        row.number === number ||
        (checkDigitsRemoved && row.number.startsWith(`${number}-`))) &&
      same(row.last_name, request.LastName) &&
      (!dob || row.date_of_birth === dob) &&
      (request.Zip === '' || row.zip === request.Zip),
  );
  if (people.some((row) => row.ssn_hash === null) && number !== '') return 'SSNNull';
  const matches = new Map(people.filter((row) => row.ssn_matches === 1).map((row) => [row.id, row] as const));
  return matches.size === 1 ? [...matches.values()][0]! : 'Invalid';
}

/** The hashes of the password and the secret answer (none without a question), made before anything is stored. */
async function credentialHashes(request: RegistrationPayload) {
  const question = request.SecretQuestion.trim();
  const answer = request.SecretAnswer.trim();
  return {
    password: await hashPassword(request.Password),
    question: question && answer ? question : null,
    answer: question && answer ? await hashPassword(answer) : null,
  };
}

type Credentials = Awaited<ReturnType<typeof credentialHashes>>;

function createUser(
  deps: Deps,
  customer: Candidate,
  request: RegistrationPayload,
  credentials: Credentials,
  ip: string,
): number {
  const { db, clock, institution } = deps;
  const verified = recentlyVerified(deps, request.EmailAddress);
  const userId = db.transaction(() => {
    const id = db.run(
      `INSERT INTO users (customer_id, username, password_hash, secret_question, secret_answer_hash)
       VALUES (:customer, :username, :hash, :question, :answer)`,
      {
        customer: customer.id,
        username: request.UserName,
        hash: credentials.password,
        question: credentials.question,
        answer: credentials.answer,
      },
    );
    db.run('UPDATE customers SET email = :email, email_verified = :verified WHERE id = :customer', {
      email: request.EmailAddress,
      verified,
      customer: customer.id,
    });
    recordAgreements(db, clock, id, ip, registrationAgreements(institution));
    return id;
  });
  const user = { id: userId, username: request.UserName, email: request.EmailAddress };
  if (!verified) sendVerifyLink(deps, user);
  send(deps, {
    recipient: user.email,
    username: user.username,
    subject: `Welcome to ${institution.setting('shell.institutionName') || 'online banking'}`,
    text: 'Your online account {username} is ready. Sign in with the link of this message.',
    values: { username: user.username },
    link: '/#/home/login',
    transactional: false,
  });
  return userId;
}

/** Registers the payload received (read by the portal's own shape: fields left out are empty). */
export async function registerUser(
  deps: Deps,
  received: ReceivedPayload,
  ip: string,
): Promise<RegistrationResult> {
  const request = receivedPayload(received);
  const problems = await payloadProblems(deps, request);
  if (problems.length > 0) return { errors: problems };
  const credentials = await credentialHashes(request);
  // Matched after the hashing, right before the user is stored: no other registration comes between.
  const customer = matchCustomer(deps, request);
  if (typeof customer === 'string') return { errors: [customer] };
  try {
    return {
      userId: createUser(deps, customer, request, credentials, ip),
      restricted: customer.restricted === 1,
    };
  } catch (error) {
    deps.logger.error('[register] the user could not be stored:', error);
    return { errors: ['Failed'] };
  }
}
