/**
 * The Documents page's calls (schemas/api/achDocuments.json): the user's signed ACH draft
 * agreements (SWR, per user; refetched when the page opens again, as a recurring payment set up
 * meanwhile adds one), and the address that opens one as a PDF with a passable token.
 */
import useSWR from 'swr';
import type { SignedAgreement } from '../generated/api-types/achDocuments';
import { request } from './client';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/achDocuments');

export type { SignedAgreement } from '../generated/api-types/achDocuments';

const checkAgreements = schemaCheck(validators, 'SignedAgreementsResponse');

export async function getSignedAgreements(): Promise<SignedAgreement[]> {
  return (await request('AchDocuments/GetSignedAgreements', { check: checkAgreements })).Agreements;
}

export function useSignedAgreements(username: string) {
  return useSWR(['signedAgreements', username] as const, () => getSignedAgreements(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Where a passable token opens a signed agreement (in a new window). */
export function viewAgreementUrl(agreementId: string, token: string): string {
  return `/api/AchDocuments/ViewAgreement?${new URLSearchParams({ AgreementId: agreementId, token }).toString()}`;
}
