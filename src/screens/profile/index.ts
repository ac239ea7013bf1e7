/** The profile screen's block widgets (screen-definitions/profile.json), loaded with its screen. */
import { block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    profileData: block(() => import('./ProfileData').then((m) => m.ProfileData)),
    profileUserInfo: block(() => import('./UserInfoForm').then((m) => m.UserInfoForm)),
    profileNotifications: block(() => import('./Notifications').then((m) => m.Notifications)),
    profilePersonalInfo: block(() => import('./personal/PersonalInfo').then((m) => m.PersonalInfo), {
      props: ({ addAgreementLogs }) => ({ addAgreementLogs }),
    }),
  },
});
