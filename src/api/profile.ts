/**
 * The profile area (spec 01 §3 Profile data, §7): GET /api/Profile with its SWR hook (cached per
 * user, fetched afresh when the profile opens), POST /api/UpdateProfile for the three forms (user
 * information, personal information, the user's alerts, the app's biometric choice), which on success makes the stored form
 * of the answer the cached one (each form resets to it), and the login history (spec 03 §7, GET
 * /api/Profile/LoginHistory). Answers are checked against schemas/api/profile.json and
 * accounts.json. A refusal rejects with an ApiError of kind 'rejected' whose reason is the
 * server's code (spec 01 §8). The updates run through SWR's mutation, so a failure reaches
 * SWR's global onError too, as a load's does: an Unauthorized answer logs the user out.
 */
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { LoginHistoryResponse } from '../generated/api-types/accounts';
import type {
  AlertSettings,
  MobileInfoUpdate,
  PersonalInfoUpdate,
  ProfileResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
  UserInfoUpdate,
} from '../generated/api-types/profile';
import { request } from './client';
import { schemaCheck } from './validation';

/** These areas' answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/accounts');
const profileValidators = () => import('../generated/api/profile');

export type {
  AlertsContext,
  MobileInfoUpdate,
  PersonalInfo,
  PersonalInfoUpdate,
  ProfileResponse,
  UpdateProfileResponse,
  UserInfo,
  UserInfoRefusalCode,
  UserInfoUpdate,
} from '../generated/api-types/profile';

/** A sign-in of the history: LoginDate is an ISO 8601 instant. */
export type LoginHistoryEntry = LoginHistoryResponse[number];

const checkLoginHistory = schemaCheck(validators, 'LoginHistoryResponse');
const checkProfile = schemaCheck(profileValidators, 'ProfileResponse');
const checkUpdate = schemaCheck(profileValidators, 'UpdateProfileResponse');

export function getLoginHistory(): Promise<LoginHistoryEntry[]> {
  return request('Profile/LoginHistory', { check: checkLoginHistory });
}

/** Errors reach SWR's global onError (Unauthorized logs out). */
export function useLoginHistory(username: string) {
  return useSWR(['loginHistory', username] as const, getLoginHistory, { revalidateOnFocus: false });
}

export function getProfile(): Promise<ProfileResponse> {
  return request('Profile', { check: checkProfile });
}

export const profileKey = (username: string) => ['profile', username] as const;

/**
 * The profile of the signed-in user, fetched when the profile opens (a later visit fetches
 * afresh); nothing is fetched without a username. Errors reach SWR's global onError.
 */
export function useProfile(username: string) {
  return useSWR(username ? profileKey(username) : null, getProfile, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateOnMount: true,
  });
}

/** Sends one form of the profile; a refusal rejects (kind 'rejected', reason the code). */
export function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  return request('UpdateProfile', { method: 'POST', body, check: checkUpdate });
}

/** The cached profile with the stored forms of a saved answer. */
export function withSaved(profile: ProfileResponse, answer: UpdateProfileResponse): ProfileResponse {
  return {
    ...profile,
    UserInfo: answer.UserInfo ?? profile.UserInfo,
    PersonalInfo: answer.PersonalInfo ?? profile.PersonalInfo,
    UserAlertsInfo: answer.UserAlertsInfo ?? profile.UserAlertsInfo,
    AlertsContext: answer.AlertsContext ?? profile.AlertsContext,
  };
}

export interface ProfileUpdates {
  /** Only what changed (src/domain/profile userInfoChanges); OldPassword with credential changes. */
  userInfo(update: UserInfoUpdate): Promise<UpdateProfileResponse>;
  personalInfo(update: PersonalInfoUpdate): Promise<UpdateProfileResponse>;
  alerts(alerts: AlertSettings, dirty?: boolean): Promise<UpdateProfileResponse>;
  /** The mobile app's biometric choice for its device; on answers the device's new token. */
  mobileInfo(update: MobileInfoUpdate): Promise<UpdateProfileResponse>;
}

/**
 * The three profile saves of the signed-in user. Each, once saved, puts the answer's stored form
 * into the cached profile (without fetching it again), so the form's "loaded copy" is the saved one.
 */
export function useProfileUpdates(username: string): ProfileUpdates {
  const { mutate } = useSWRConfig();
  const { trigger } = useSWRMutation(
    username ? (['updateProfile', username] as const) : null,
    (_key: readonly [string, string], { arg }: { arg: UpdateProfileRequest }) => updateProfile(arg),
  );
  const send = async (body: UpdateProfileRequest) => {
    const answer = await trigger(body);
    await mutate<ProfileResponse>(
      profileKey(username),
      (current) => (current ? withSaved(current, answer) : current),
      { revalidate: false },
    );
    return answer;
  };
  return {
    userInfo: (update) => send({ UserInfo: update }),
    personalInfo: (update) => send({ PersonalInfo: update }),
    alerts: (alerts, dirty = true) => send({ UserAlertsInfo: alerts, AlertsAreDirty: dirty }),
    mobileInfo: (update) => send({ MobileInfo: update }),
  };
}
