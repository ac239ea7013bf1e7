/**
 * Accepting agreements outside the sign-in (the texting terms, the ACH terms; spec 01 §4,
 * spec 02 §4): the acceptance is logged with AgreementLogging, then the caller adds the user's
 * new records (dated today) to the session so the portal no longer asks for them. A failure
 * rejects, and nothing is recorded.
 */
import { agreementLogging } from '../../api/signInSetup';
import { acceptedRecords, type Agreement, type AgreementRecord } from '../../domain/agreements';

/** Logs that `username` accepted `agreements` and returns the records of it dated `today` (YYYY-MM-DD). */
export async function recordAgreements(
  agreements: readonly Agreement[],
  username: string,
  today: string,
): Promise<AgreementRecord[]> {
  await agreementLogging({
    Agreements: agreements.map((agreement) => agreement.hostNum),
    UserName: username,
    // None of these is the e-statement agreement (the loan's format save records that one).
    TurnEStatementsOn: false,
  });
  return acceptedRecords(agreements, today);
}
