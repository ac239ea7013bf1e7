/**
 * Renders the profile screen's definition with the real engine and the profile's block widgets
 * (the route data, User Information, Notifications, the leave guard; Personal Information is the
 * personal harness's), each test with its own SWR cache. `setUnsaved` is the spy the app's
 * unsaved-changes flag would be; `swrErrors` receives what reaches SWR's global onError (where
 * the app logs out on Unauthorized).
 */
import { vi } from 'vitest';
import {
  type BlockWidgetProps,
  type DeviceContext,
  type SessionContext,
  type SettingsLayers,
} from '../../../../src/engine';
import profile from '../../../../src/generated/screens/profile';
import { LeaveGuard } from '../../../../src/screens/shared/LeaveGuard';
import { Notifications } from '../../../../src/screens/profile/Notifications';
import { ProfileData } from '../../../../src/screens/profile/ProfileData';
import { UserInfoForm } from '../../../../src/screens/profile/UserInfoForm';
import { DocumentListBlock } from '../../../../src/screens/shared/documents/DocumentListBlock';
import { DEMO_SESSION, renderScreen } from '../../../support/engine';

export const SESSION: SessionContext = DEMO_SESSION;

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
  const context = {
    session: { ...SESSION, ...opts.session },
    route: { path: profile.definition.route, params: {} },
    device: { mobileApp: false, compact: false, production: false, ...opts.device },
  };
  const view = renderScreen(profile, {
    context,
    options: opts.options,
    layers: opts.layers,
    blocks,
    swr: { onError: swrErrors },
  });
  return { ...view, setUnsaved, swrErrors };
}
