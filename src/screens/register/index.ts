/** The registration wizard (screen-definitions/register.json), loaded with its screen. */
import { actions, block, feature } from '../shared/manifest';

export const manifest = feature({
  blocks: {
    registrationAgreements: block(() =>
      import('./RegistrationAgreements').then((m) => m.RegistrationAgreements),
    ),
  },
  actions: actions(
    [
      'registerPersonal',
      'verifyRegistrationCode',
      'resendRegistrationCode',
      'registerSecurity',
      'createAccount',
      'registrationBack',
      'registrationSection',
    ],
    ({ publicDeps }) => import('./actions').then((m) => m.createRegisterActions(publicDeps)),
  ),
});
