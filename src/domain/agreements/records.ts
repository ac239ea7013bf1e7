/**
 * The records a user gains by accepting agreements (spec 01 §3 "Server agreement record"), as
 * the portal keeps them for the session after AgreementLogging succeeds: one per agreement,
 * dated the day it was accepted, so agreementsNeeded no longer lists it.
 */
import type { AgreementRecord } from './need';
import type { Agreement } from './parseAgreement';

/** The records of accepting `agreements` on `date` (YYYY-MM-DD). */
export function acceptedRecords(agreements: readonly Agreement[], date: string): AgreementRecord[] {
  return agreements.map((agreement) => ({
    Name: agreement.name,
    DateOfTerms: agreement.isoDate,
    DateOfAgreement: date,
    AgreementType: agreement.hostNum,
  }));
}

/**
 * The records of a login answer's WebAgreementLogs as the session keeps them: only the fields
 * of a record (an AgreementType only when the host sent one).
 */
export function loggedRecords(logs: readonly AgreementRecord[] = []): AgreementRecord[] {
  return logs.map(({ Name, DateOfTerms, DateOfAgreement, AgreementType }) => ({
    Name,
    DateOfTerms,
    DateOfAgreement,
    ...(AgreementType === undefined ? {} : { AgreementType }),
  }));
}
