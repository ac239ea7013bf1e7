/**
 * The loan screen's own calls (spec 03 §7): account details with their SWR hook and cache
 * update, the mailing address, hiding the account and its insurance, with answers checked
 * against schemas/api/loans.json. The loan calls are one file per area in src/api/loans/
 * (history.ts the history's, and so on): add an area as its own file.
 */
import useSWR, { useSWRConfig } from 'swr';
import type {
  AccountDetailsResponse,
  AddressInput,
  InsuranceItem,
  UpdateAddressResponse,
} from '../../generated/api-types/loans';
import { anyAnswer } from '../check';
import { request } from '../client';
import { schemaCheck } from '../validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../../generated/api/loans');

export type {
  AccountDetailsResponse,
  Address,
  AddressRefusalCode,
  InsuranceItem,
  LoanInformation,
} from '../../generated/api-types/loans';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

const checkDetails = schemaCheck(validators, 'AccountDetailsResponse');
const checkAddress = schemaCheck(validators, 'UpdateAddressResponse');
const checkInsurance = schemaCheck(validators, 'InsuranceResponse');

export function getAccountDetails(accountNumber: string): Promise<AccountDetailsResponse> {
  return request(`AccountDetails?${query({ accountNumber })}`, { check: checkDetails });
}

export const accountDetailsKey = (accountNumber: string) => ['accountDetails', accountNumber] as const;

/**
 * The loan screen's data, fetched when the screen opens (a later visit fetches afresh: the
 * figures change with every payment); nothing is fetched without an account number.
 */
export function useAccountDetails(accountNumber: string | undefined) {
  return useSWR(
    accountNumber ? accountDetailsKey(accountNumber) : null,
    ([, number]) => getAccountDetails(number),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateOnMount: true },
  );
}

/** Replaces the cached details (the saved address becomes the one the form resets to). */
export function useUpdateCachedDetails() {
  const { mutate } = useSWRConfig();
  return (accountNumber: string, update: (details: AccountDetailsResponse) => AccountDetailsResponse) =>
    mutate<AccountDetailsResponse>(
      accountDetailsKey(accountNumber),
      (current) => (current ? update(current) : current),
      { revalidate: false },
    );
}

/** Saves the mailing address; the answer's Address is the stored (sanitised) one. A refusal rejects. */
export async function updateAddress(accountNumber: string, address: AddressInput) {
  const answer: UpdateAddressResponse = await request('Account/UpdateAddress', {
    method: 'POST',
    body: { AccountNumber: accountNumber, Address: address },
    check: checkAddress,
  });
  return answer.Address;
}

/** Hides the account from the web (its answer is not read; a failure rejects). */
export async function hideAccount(accountNumber: string): Promise<void> {
  await request('Account/ShowHideAccount', {
    method: 'POST',
    body: { AccountNumber: accountNumber },
    check: anyAnswer,
  });
}

export function getInsurance(accountNumber: string): Promise<InsuranceItem[]> {
  return request('Insurance/GetInsuranceInformation', {
    method: 'POST',
    body: { accountNumber },
    check: checkInsurance,
  });
}
