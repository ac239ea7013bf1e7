/**
 * The profile screen's API for component tests: msw handlers of GET /api/Profile, POST
 * /api/UpdateProfile and the logged-in password check, each request body checked against
 * schemas/api (mockEndpoints). The profile answered is the stored one: a saved UserInfo or
 * UserAlertsInfo becomes what the answer carries and the next GET answers; a MobileInfo turned on
 * answers DEVICE_TOKEN.
 */
import { HttpResponse } from 'msw';
import { DEFAULT_ALERTS } from '../../src/domain/accounts/alerts';
import type { ProfileResponse, UpdateProfileRequest } from '../../src/generated/api-types/profile';
import { mockEndpoints, type Resolver } from './mockEndpoints';

/** The biometric token a MobileInfo update turned on answers. */
export const DEVICE_TOKEN = 'device-token-from-server';
export const DEVICE_TOKEN_EXPIRES = '2026-12-27T17:00:00.000Z';

export function profileResponse(overrides: Partial<ProfileResponse> = {}): ProfileResponse {
  return {
    HasNoErrors: true,
    Errors: [],
    UserInfo: {
      LogonName: 'demo.borrower',
      EmailAddress: 'alex.morgan@example.com',
      EmailIsVerified: true,
      SecretQuestion: 'What was the name of your first pet?',
      SecretQuestionIsCustom: false,
    },
    UserKind: 'Personal',
    PersonalInfo: {
      Address: { Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
      PhoneNumbers: [{ PhoneNumber: '8015550100', Primary: true, OptInToTexting: true, Textable: true }],
    },
    UserAlertsInfo: DEFAULT_ALERTS,
    AlertsContext: { HasPhone: true, TextingNotAgreed: false, TextMessages: true },
    ...overrides,
  };
}

const ENDPOINTS = {
  profile: { method: 'get', path: '/api/Profile' },
  update: {
    method: 'post',
    path: '/api/UpdateProfile',
    request: 'api/profile.json#/$defs/UpdateProfileRequest',
  },
  passwordCheck: {
    method: 'post',
    path: '/api/Login/ValidatePasswordForLoggedInUser',
    request: 'api/passwords.json#/$defs/ValidatePasswordForLoggedInUserRequest',
  },
} as const;

export type ProfileEndpoint = keyof typeof ENDPOINTS;

/** A refusal as the server answers one: HasNoErrors false with the code. */
export const refusedWith = (code: string) =>
  HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

export function mockProfileApi(
  options: { profile?: ProfileResponse; resolvers?: Partial<Record<ProfileEndpoint, Resolver>> } = {},
) {
  const badRequests: string[] = [];
  let stored = options.profile ?? profileResponse();
  const log = mockEndpoints(
    ENDPOINTS,
    {
      profile: () => HttpResponse.json(stored),
      update: ({ body }) => {
        const request = body as UpdateProfileRequest;
        if (request.UserInfo) {
          const change = request.UserInfo;
          stored = {
            ...stored,
            UserInfo: {
              ...stored.UserInfo,
              LogonName: change.LogonName ?? stored.UserInfo.LogonName,
              EmailAddress: change.EmailAddress ?? stored.UserInfo.EmailAddress,
              SecretQuestion: change.SecretQuestion ?? stored.UserInfo.SecretQuestion,
            },
          };
          return HttpResponse.json({ HasNoErrors: true, Errors: [], UserInfo: stored.UserInfo });
        }
        if (request.UserAlertsInfo) {
          stored = { ...stored, UserAlertsInfo: request.UserAlertsInfo };
          return HttpResponse.json({ HasNoErrors: true, Errors: [], UserAlertsInfo: stored.UserAlertsInfo });
        }
        if (request.MobileInfo) {
          const on = request.MobileInfo.BiometricsEnabled;
          return HttpResponse.json({
            HasNoErrors: true,
            Errors: [],
            MobileInfo: {
              BiometricsEnabled: on,
              BiometricsTokenExpiration: on ? DEVICE_TOKEN_EXPIRES : '',
              ...(on ? { BiometricsToken: DEVICE_TOKEN } : {}),
            },
          });
        }
        return HttpResponse.json({ HasNoErrors: true, Errors: [] });
      },
      passwordCheck: () =>
        HttpResponse.json({ PasswordMatchesSSN: false, PasswordMatchesEmail: false, PasswordExists: false }),
    },
    options.resolvers ?? {},
    badRequests,
  );
  return { log, badRequests, stored: () => stored };
}
