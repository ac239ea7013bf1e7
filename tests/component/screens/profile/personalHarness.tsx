/**
 * Renders the profile's definition with the real engine, the route-data widget and the Personal
 * Information block, each test with its own SWR cache, against msw handlers of the calls it makes
 * (GET /api/Profile, UpdateProfile, the two Solutions By Text calls, AgreementLogging), each
 * request body checked against its schema (mockEndpoints). The profile answered is the stored
 * one: a saved PersonalInfo becomes what the next GET answers.
 */
import { render } from '@testing-library/react';
import { DEFAULT_ALERTS } from '../../../../src/domain/accounts/alerts';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type SessionContext,
} from '../../../../src/engine';
import type {
  PersonalInfo as Stored,
  PersonalInfoUpdate,
  ProfileResponse,
  SubscriptionOption,
} from '../../../../src/generated/api-types/profile';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import profile from '../../../../src/generated/screens/profile';
import { ProfileData } from '../../../../src/screens/profile/ProfileData';
import { PersonalInfo } from '../../../../src/screens/profile/personal/PersonalInfo';
import { mockEndpoints, type Resolver } from '../../../support/mockEndpoints';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export const TEXTING_TERMS = '/terms/texting.html|1/1/2026|Text Messaging Terms|texting';

export const PHONE_1 = '8015550100';
export const PHONE_2 = '3855550187';

export function storedPersonalInfo(overrides: Partial<Stored> = {}): Stored {
  return {
    Address: { Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT', ZipCode: '84101' },
    PhoneNumbers: [
      { PhoneNumber: PHONE_1, Primary: true, OptInToTexting: false, Textable: false },
      { PhoneNumber: PHONE_2, Primary: false, OptInToTexting: true, Textable: true },
    ],
    ...overrides,
  };
}

function profileAnswer(personal: Stored, textAlerts: boolean): ProfileResponse {
  const texting = personal.PhoneNumbers.some((phone) => phone.OptInToTexting);
  return {
    HasNoErrors: true,
    Errors: [],
    UserInfo: {
      LogonName: 'demo.borrower',
      EmailAddress: 'alex.morgan@example.com',
      EmailIsVerified: true,
      SecretQuestion: null,
      SecretQuestionIsCustom: false,
    },
    UserKind: 'Personal',
    PersonalInfo: personal,
    UserAlertsInfo: {
      TextAlerts: { AlertLoanDelinquent: textAlerts && texting, EstatementAlert: false },
      EmailAlerts: DEFAULT_ALERTS.EmailAlerts,
    },
    AlertsContext: {
      HasPhone: personal.PhoneNumbers.length > 0,
      TextingNotAgreed: !texting,
      TextMessages: true,
    },
  };
}

export const BRANDINGS: SubscriptionOption[] = [
  { BrandingId: 1, BrandingName: 'Harbor Valley', OptInMarketing: false, OptInAccount: true },
  { BrandingId: 2, BrandingName: 'Harbor Valley Auto', OptInMarketing: false, OptInAccount: false },
];

const ENDPOINTS = {
  profile: { method: 'get', path: '/api/Profile' },
  update: {
    method: 'post',
    path: '/api/UpdateProfile',
    request: 'api/profile.json#/$defs/UpdateProfileRequest',
  },
  subscriptions: {
    method: 'post',
    path: '/api/SolutionsByText/GetSubscriptionInfo',
    request: 'api/profile.json#/$defs/SubscriptionPhoneRequest',
  },
  modify: {
    method: 'post',
    path: '/api/SolutionsByText/ModifySubscriptions',
    request: 'api/profile.json#/$defs/ModifySubscriptionsRequest',
  },
  agreements: {
    method: 'post',
    path: '/api/AgreementLogging',
    request: 'api/signInSetup.json#/$defs/AgreementLoggingRequest',
  },
} as const;

export type PersonalEndpoint = keyof typeof ENDPOINTS;

export const refused = (code: string) =>
  HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

export function mockPersonalApi(
  options: { personal?: Stored; resolvers?: Partial<Record<PersonalEndpoint, Resolver>> } = {},
) {
  const badRequests: string[] = [];
  let personal = options.personal ?? storedPersonalInfo();
  const textAlerts = true;
  const log = mockEndpoints<PersonalEndpoint>(
    ENDPOINTS,
    {
      profile: () => HttpResponse.json(profileAnswer(personal, textAlerts)),
      update: ({ body }) => {
        const update = (body as { PersonalInfo: PersonalInfoUpdate }).PersonalInfo;
        personal = {
          Address: update.Address ?? personal.Address,
          PhoneNumbers: update.PhoneNumbers.map((phone) => ({
            PhoneNumber: phone.PhoneNumber,
            Primary: phone.Primary,
            OptInToTexting: phone.OptInToTexting,
            Textable: phone.PhoneNumber === PHONE_2,
          })),
        };
        return HttpResponse.json({ HasNoErrors: true, Errors: [], PersonalInfo: personal });
      },
      subscriptions: () =>
        HttpResponse.json({ HasNoErrors: true, Errors: [], SubscriptionInfo: { Options: BRANDINGS } }),
      modify: () => HttpResponse.json({ HasNoErrors: true, Errors: [], SubscriptionInfo: null }),
      agreements: () => HttpResponse.json({ HasNoErrors: true, Records: [] }),
    },
    options.resolvers ?? {},
    badRequests,
  );
  return { ...log, badRequests };
}

/** The texting terms, agreed to before (the subscriptions open without asking). */
export const AGREED: SessionContext = {
  ...SESSION,
  agreementLogs: [{ Name: 'Text Messaging Terms', DateOfAgreement: '2026-02-01', AgreementType: 11340 }],
};

export interface PersonalRenderOptions {
  session?: SessionContext;
  options?: Record<string, unknown>;
  shared?: Record<string, Record<string, string>>;
}

export function renderPersonal(opts: PersonalRenderOptions = {}) {
  const setUnsaved = vi.fn();
  const addAgreementLogs = vi.fn();
  const data: Record<string, unknown>[] = [];
  const blocks = {
    profileData: ProfileData,
    profilePersonalInfo: (props: BlockWidgetProps) => {
      data.push(props.env.context.data);
      return <PersonalInfo {...props} addAgreementLogs={addAgreementLogs} />;
    },
  };
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings({ shared: { agreements: { agreement4: TEXTING_TERMS }, ...opts.shared } })}
        options={createOptions({ TextMessages: true, ...opts.options }, optionSpecs)}
        rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
        registry={testRegistry({}, blocks)}
      >
        <ScreenRenderer
          screen={profile}
          context={testContext({
            session: opts.session ?? SESSION,
            route: { path: profile.definition.route, params: {} },
          })}
        />
      </EngineProvider>
    </SWRConfig>,
  );
  /** The screen data the block last saw (data.personalInfo.dirty …). */
  const lastData = () => data[data.length - 1] ?? {};
  return { ...view, setUnsaved, addAgreementLogs, lastData };
}
