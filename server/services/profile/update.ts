/**
 * POST /api/UpdateProfile (spec 01 §3, §5, §7, §8): the three forms, checked by the portal's
 * own rules (src/domain/profile refusal.ts) and saved in one transaction each, every change
 * recorded (changes.ts).
 *
 * - UserInfo: the current password is verified (scrypt) before a login name, e-mail or password
 *   change; a new password ends the user's other sessions (users.ts setPassword); a new e-mail is
 *   unverified until the link of the verification mail (sent as registration sends it) is opened
 *   (unless verified by a code within the last minutes, as registration decides).
 * - PersonalInfo: the address (null: kept) as the loan address is checked; the phones replace
 *   the stored ones (the primary one becomes the customer's phone on record); texting turned
 *   off on every phone clears the text alerts (alerts.ts clearTextAlerts).
 * - UserAlertsInfo: saved when AlertsAreDirty is not false.
 */
import { alertsChanged, type AlertSettings } from '../../../src/domain/accounts/alerts.ts';
import { cleanAddress } from '../../../src/domain/accounts/address.ts';
import { credentialLimits } from '../../../src/domain/passwords/index.ts';
import {
  needsCurrentPassword,
  personalInfoRefusal,
  phonesToSave,
  textingTurnedOff,
  userInfoRefusal,
} from '../../../src/domain/profile/index.ts';
import type {
  PersonalInfoUpdate,
  UpdateProfileResponse,
  UserInfoUpdate,
} from '../../../src/generated/api-types/profile.ts';
import { credentialRuleSet } from '../../config/demoCredentialRules.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { HttpError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { digest } from '../../security/tokens.ts';
import { failedSignIn } from '../authentication.ts';
import { recentlyVerified, sendVerifyLink } from '../emailVerification.ts';
import { ZIP_CITIES } from '../loans/address.ts';
import { clearFailedSignIns, isNameLocked } from '../lockout.ts';
import { checkNewPassword } from '../passwordRules.ts';
import { recordSecurityEvent } from '../securityEvents.ts';
import { endSession } from '../sessions.ts';
import { setPassword, userById, type User } from '../users.ts';
import { clearTextAlerts, saveUserAlerts, userAlerts } from './alerts.ts';
import { recordChange } from './changes.ts';
import { alertsContextOf, personalInfoOf, userInfoOf } from './read.ts';

/** Where the request comes from and who makes it. */
export interface Caller {
  session: SessionUser;
  ip: string;
}

export function refusedAnswer(code: string): UpdateProfileResponse {
  return { HasNoErrors: false, Errors: [{ ErrorMessage: code }] };
}

/** Another user has the login name (or will have it on activation). */
function logonTaken(deps: Deps, userId: number, logon: string): boolean {
  return (
    deps.db.get(
      `SELECT id FROM users WHERE id != :userId
          AND (username = :logon COLLATE NOCASE OR activation_username = :logon COLLATE NOCASE)`,
      { userId, logon },
    ) !== undefined
  );
}

/**
 * Ends the session whose wrong current passwords locked the login name (or that asks while
 * it is locked), records it, and answers 401 LockedOnBadPassword: the portal logs out and
 * says why.
 */
function lockedOut(deps: Deps, { session, ip }: Caller, user: User): never {
  endSession(deps.db, session.token);
  recordSecurityEvent(deps, {
    kind: 'currentPasswordLockout',
    userId: user.id,
    ip,
    detail: 'Wrong current passwords in the profile locked the login name: the session was ended.',
  });
  throw new HttpError(
    401,
    'LockedOnBadPassword',
    'Too many wrong passwords: the login name is locked for a while and this session has ended.',
  );
}

/**
 * Whether the current password sent is right. A wrong one counts toward the same lockout as a
 * wrong sign-in password (authentication.ts); while the name is locked it is not checked at
 * all, so a session cannot go on guessing where the sign-in form may not.
 */
async function currentPasswordRight(deps: Deps, caller: Caller, user: User, sent: string | undefined) {
  if (isNameLocked(deps, user.username)) lockedOut(deps, caller, user);
  if (sent === undefined || sent === '') return false;
  const right = await verifyPassword(sent, user.password_hash);
  // Judged after the password work: concurrent guesses have been counted meanwhile.
  if (!right && failedSignIn(deps, user.username).locked) lockedOut(deps, caller, user);
  if (right && isNameLocked(deps, user.username)) lockedOut(deps, caller, user);
  if (right) clearFailedSignIns(deps, user.username);
  return right;
}

export async function updateUserInfo(
  deps: Deps,
  caller: Caller,
  update: UserInfoUpdate,
): Promise<UpdateProfileResponse> {
  const { db, institution } = deps;
  const { session, ip } = caller;
  const user = userById(db, session.userId)!;
  const credential = needsCurrentPassword(update);
  const currentPasswordOk =
    !credential || (await currentPasswordRight(deps, caller, user, update.OldPassword));
  const logon = update.LogonName ?? user.username;
  const email = update.EmailAddress ?? user.email ?? '';
  const sameLogon =
    update.LogonName !== undefined && update.LogonName.toLowerCase() === user.username.toLowerCase();
  const passwordProblem =
    update.NewPassword !== undefined && currentPasswordOk
      ? await checkNewPassword(
          { username: logon, ssn_hash: user.ssn_hash, email, password_hash: user.password_hash },
          update.NewPassword,
          deps,
        )
      : undefined;
  const refusal = userInfoRefusal(update, {
    loaded: {
      LogonName: user.username,
      EmailAddress: user.email ?? '',
      SecretQuestion: user.secret_question,
    },
    logonLimits: credentialLimits(institution.options.institutionOptions, 'logon'),
    logonRules: credentialRuleSet(institution, 'logon'),
    answerPattern: institution.setting('postLogin.answerPattern'),
    currentPasswordOk,
    logonTaken: update.LogonName !== undefined && !sameLogon && logonTaken(deps, user.id, update.LogonName),
    passwordProblem,
  });
  if (refusal) return refusedAnswer(refusal);

  // Hashing is asynchronous: done before the transaction.
  const passwordHash = update.NewPassword !== undefined ? await hashPassword(update.NewPassword) : undefined;
  const answerHash =
    update.SecretAnswer !== undefined ? await hashPassword(update.SecretAnswer.trim()) : undefined;
  const emailChanged = update.EmailAddress !== undefined && update.EmailAddress !== (user.email ?? '');
  const verified = emailChanged ? recentlyVerified(deps, update.EmailAddress!) : true;

  const saved = db.transaction(() => {
    // Checked again in the transaction: another call may have taken the name meanwhile.
    if (update.LogonName !== undefined && !sameLogon && logonTaken(deps, user.id, update.LogonName))
      return 'LogonNameExists' as const;
    const fields: string[] = [];
    if (update.LogonName !== undefined && update.LogonName !== user.username) {
      db.run('UPDATE users SET username = :logon WHERE id = :userId', {
        logon: update.LogonName,
        userId: user.id,
      });
      fields.push('LogonName');
    }
    if (emailChanged) {
      db.run('UPDATE customers SET email = :email, email_verified = :verified WHERE id = :customer', {
        email: update.EmailAddress,
        verified,
        customer: user.customer_row,
      });
      // The session that made the change stays usable; the next password sign-in owes the SSN
      // step (spec 01 §4 step 2) until the link of the verification mail is opened.
      if (!verified)
        db.run('UPDATE sessions SET password_supplied = 0 WHERE token = :hash', {
          hash: digest(session.token),
        });
      fields.push('EmailAddress');
    }
    if (passwordHash !== undefined) {
      setPassword(db, user.id, passwordHash, { keepSession: session.token });
      fields.push('Password');
    }
    if (answerHash !== undefined) {
      db.run(
        'UPDATE users SET secret_question = :question, secret_answer_hash = :answer WHERE id = :userId',
        {
          question: update.SecretQuestion?.trim() ?? user.secret_question,
          answer: answerHash,
          userId: user.id,
        },
      );
      fields.push(update.SecretQuestion !== undefined ? 'SecretQuestion' : 'SecretAnswer');
    }
    if (fields.length > 0) recordChange(deps, user.id, ip, 'UserInfo', fields);
    return undefined;
  });
  if (saved) return refusedAnswer(saved);
  if (emailChanged && !verified)
    sendVerifyLink(deps, { id: user.id, username: logon, email: update.EmailAddress! });
  return { HasNoErrors: true, Errors: [], UserInfo: userInfoOf(db, institution, user.id) };
}

export function updatePersonalInfo(
  deps: Deps,
  { session, ip }: Caller,
  update: PersonalInfoUpdate,
): UpdateProfileResponse {
  const { db, institution } = deps;
  const refusal = personalInfoRefusal(update, ZIP_CITIES);
  if (refusal) return refusedAnswer(refusal);
  const user = { userId: session.userId, customerRow: session.customerId };
  db.transaction(() => {
    const before = personalInfoOf(db, user.customerRow);
    const fields: string[] = [];
    if (update.Address !== null) {
      const address = cleanAddress(update.Address);
      const stored = before.Address;
      db.run(
        'UPDATE customers SET address1 = :address1, city = :city, state = :state, zip = :zip WHERE id = :customer',
        {
          address1: address.Address1,
          city: address.City,
          state: address.State,
          zip: address.ZipCode,
          customer: user.customerRow,
        },
      );
      if (
        address.Address1 !== stored.Address1 ||
        address.City !== stored.City ||
        address.State !== stored.State ||
        address.ZipCode !== stored.ZipCode
      )
        fields.push('Address');
    }
    const phones = phonesToSave(update.PhoneNumbers);
    db.run('DELETE FROM phone_numbers WHERE customer_id = :customer', { customer: user.customerRow });
    phones.forEach((phone, position) =>
      db.run(
        `INSERT INTO phone_numbers (customer_id, position, number, is_primary, opt_in_texting)
         VALUES (:customer, :position, :number, :primary, :texting)`,
        {
          customer: user.customerRow,
          position: position + 1,
          number: phone.PhoneNumber,
          primary: phone.Primary,
          texting: phone.OptInToTexting,
        },
      ),
    );
    const primary = phones.find((phone) => phone.Primary)!;
    db.run('UPDATE customers SET phone = :phone WHERE id = :customer', {
      phone: primary.PhoneNumber,
      customer: user.customerRow,
    });
    const after = personalInfoOf(db, user.customerRow).PhoneNumbers;
    if (JSON.stringify(after) !== JSON.stringify(before.PhoneNumbers)) fields.push('PhoneNumbers');
    if (textingTurnedOff(before.PhoneNumbers, after)) {
      clearTextAlerts(db, institution, user);
      fields.push('TextAlerts');
    }
    if (fields.length > 0) recordChange(deps, user.userId, ip, 'PersonalInfo', fields);
  });
  return {
    HasNoErrors: true,
    Errors: [],
    PersonalInfo: personalInfoOf(db, user.customerRow),
    UserAlertsInfo: userAlerts(db, institution, user.userId),
    AlertsContext: alertsContextOf(db, institution, user.customerRow),
  };
}

export function updateUserAlerts(
  deps: Deps,
  { session, ip }: Caller,
  settings: AlertSettings,
  dirty: boolean,
): UpdateProfileResponse {
  const { db, institution } = deps;
  const user = { userId: session.userId, customerRow: session.customerId };
  if (dirty) {
    const refusal = db.transaction(() => {
      const before = userAlerts(db, institution, user.userId);
      const problem = saveUserAlerts(deps, user, settings);
      if (!problem && alertsChanged(settings, before))
        recordChange(deps, user.userId, ip, 'UserAlertsInfo', changedAlertFields(before, settings));
      return problem;
    });
    if (refusal) return refusedAnswer(refusal);
  }
  return {
    HasNoErrors: true,
    Errors: [],
    UserAlertsInfo: userAlerts(db, institution, user.userId),
    AlertsContext: alertsContextOf(db, institution, user.customerRow),
  };
}

/** The changed settings as TextAlerts.X / EmailAlerts.Y names. */
function changedAlertFields(before: AlertSettings, after: AlertSettings): string[] {
  const fields: string[] = [];
  for (const group of ['TextAlerts', 'EmailAlerts'] as const)
    for (const [key, value] of Object.entries(after[group]))
      if ((before[group] as unknown as Record<string, unknown>)[key] !== value)
        fields.push(`${group}.${key}`);
  return fields;
}
