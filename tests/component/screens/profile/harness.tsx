/**
 * Renders the profile screen's definition with the real engine and the profile's block widgets
 * (the route data, User Information, Notifications, the leave guard; Personal Information is the
 * personal harness's), each test with its own SWR cache. `setUnsaved` is the spy the app's
 * unsaved-changes flag would be; `swrErrors` receives what reaches SWR's global onError (where
 * the app logs out on Unauthorized).
 */
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type BlockWidgetProps,
  type DeviceContext,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import profile from '../../../../src/generated/screens/profile';
import { LeaveGuard } from '../../../../src/screens/shared/LeaveGuard';
import { Notifications } from '../../../../src/screens/profile/Notifications';
import { ProfileData } from '../../../../src/screens/profile/ProfileData';
import { UserInfoForm } from '../../../../src/screens/profile/UserInfoForm';
import { DocumentListBlock } from '../../../../src/screens/shared/documents/DocumentListBlock';
import { testContext, testRegistry, testSettings } from '../../../support/engine';

export const SESSION: SessionContext = {
  loggedIn: true,
  personal: true,
  hasEmail: true,
  username: 'demo.borrower',
  personalName: 'Alex Morgan',
};

export interface ProfileRenderOptions {
  layers?: SettingsLayers;
  options?: Record<string, unknown>;
  session?: Partial<SessionContext>;
  device?: Partial<DeviceContext>;
  /** Renders the real document list (its calls must be answered). */
  documents?: boolean;
}

export function renderProfile(opts: ProfileRenderOptions = {}) {
  const setUnsaved = vi.fn();
  const swrErrors = vi.fn();
  const blocks = {
    profileData: ProfileData,
    profileUserInfo: UserInfoForm,
    profileNotifications: Notifications,
    leaveGuard: (props: BlockWidgetProps) => <LeaveGuard {...props} setUnsaved={setUnsaved} />,
    profilePersonalInfo: () => null,
    ...(opts.documents ? { documentList: DocumentListBlock } : {}),
  };
  const context = testContext({
    session: { ...SESSION, ...opts.session },
    route: { path: profile.definition.route, params: {} },
    device: { mobileApp: false, compact: false, production: false, ...opts.device },
  });
  const view = render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        shouldRetryOnError: false,
        revalidateOnFocus: false,
        onError: swrErrors,
      }}
    >
      <EngineProvider
        settings={testSettings(opts.layers)}
        options={createOptions(opts.options ?? {}, optionSpecs)}
        rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
        registry={testRegistry({}, blocks)}
      >
        <ScreenRenderer screen={profile} context={context} />
      </EngineProvider>
    </SWRConfig>,
  );
  return { ...view, setUnsaved, swrErrors };
}
