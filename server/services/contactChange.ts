/**
 * The manual contact info change request (spec 03 §2.9, §3, §7): held to the portal's own form
 * rules (src/domain/contactChange), every account the caller's own loan or line of credit,
 * recorded with the signed-in user's names, and e-mailed to the institution (InstitutionEmail;
 * in the demo, the outbox). Runs inside the route's transaction, so a refused request records
 * and sends nothing.
 */
import {
  cleanRequest,
  requestProblems,
  type ChangeAddress,
  type ContactChangeRequest,
  type PhoneChange,
} from '../../src/domain/contactChange/index.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { Deps, SessionUser } from '../http/env.ts';
import { ownLoan } from './loans/account.ts';
import { send } from './outbox.ts';
import { personalName, userById } from './users.ts';

export const CONTACT_CHANGE_SUBJECT = 'Contact information change request';

/** Whether the institution takes manual contact info changes (ForceManualCifChanges). */
export function manualChangesOn({ institution }: Deps): boolean {
  return institution.option('ForceManualCifChanges') === true;
}

function addressLines(label: string, address: ChangeAddress | null): string[] {
  if (!address) return [];
  const street = [address.Address1, address.Address2].filter(Boolean).join(', ');
  return [`${label}: ${street}, ${address.City}, ${address.State} ${address.ZipCode}`];
}

function phoneLines(label: string, phone: PhoneChange | null): string[] {
  return phone ? [`${label}: from ${phone.OldPhoneNumber} to ${phone.NewPhoneNumber}`] : [];
}

/** The e-mail's text: every typed value goes in as a plain-text placeholder value (escaped in the HTML body). */
function mailOf(request: ContactChangeRequest, email: string | null) {
  const lines = [
    ...addressLines('Old address', request.OldAddress),
    ...addressLines('New address', request.NewAddress),
    ...phoneLines('Phone 1', request.PhoneNumber1),
    ...phoneLines('Phone 2', request.PhoneNumber2),
  ];
  const values: Record<string, string> = {
    name: request.FirstName,
    username: request.UserName,
    email: email ?? 'none on file',
    accounts: request.AccountNumbers.join(', '),
  };
  lines.forEach((line, index) => (values[`line${index}`] = line));
  const text = [
    '{name} (username {username}, e-mail {email}) asks to change the contact information of accounts {accounts}.',
    ...lines.map((_line, index) => `{line${index}}`),
  ].join('\n');
  return { text, values };
}

/**
 * Records the request and e-mails it: 400 when the form's rules refuse it (each problem named),
 * 403 for an account that is not the caller's loan. Returns the recorded request.
 */
export function recordContactChange(
  deps: Deps,
  session: SessionUser,
  request: ContactChangeRequest,
): ContactChangeRequest {
  const { db, clock, institution, logger } = deps;
  if (!manualChangesOn(deps))
    throw forbidden(
      'ManualCifChangesOff',
      'This institution does not take contact information changes here.',
    );
  const problems = requestProblems(request);
  if (problems.length > 0)
    throw badRequest(
      `Invalid request: ${problems.map(({ where, problem }) => `${where} ${problem}`).join(', ')}.`,
    );
  for (const number of request.AccountNumbers) ownLoan(db, session, number);
  const user = userById(db, session.userId)!;
  const recorded = cleanRequest(request, { username: user.username, personalName: personalName(user) });
  db.run(
    `INSERT INTO contact_change_requests (user_id, customer_id, account_numbers, request, requested_at)
     VALUES (:userId, :customerId, :accounts, :request, :now)`,
    {
      userId: session.userId,
      customerId: session.customerId,
      accounts: JSON.stringify(recorded.AccountNumbers),
      request: JSON.stringify(recorded),
      now: clock.now().toISOString(),
    },
  );
  const recipient = institution.option('InstitutionEmail');
  if (typeof recipient === 'string' && recipient !== '') {
    send(deps, {
      recipient,
      subject: CONTACT_CHANGE_SUBJECT,
      ...mailOf(recorded, user.email),
      transactional: true,
    });
  } else {
    logger.log(`[mail] ${CONTACT_CHANGE_SUBJECT} of ${user.username}: no InstitutionEmail, not sent`);
  }
  return recorded;
}
