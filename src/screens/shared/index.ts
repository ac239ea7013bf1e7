/**
 * The block widgets several features' screens show (register, activate, forcePasswordChange
 * and login show credentialRules; register and recovery maintenanceGuard), each loaded with
 * the first screen that shows it.
 */
import { block, feature } from './manifest';

export const manifest = feature({
  blocks: {
    credentialRules: block(() => import('./CredentialRules').then((m) => m.CredentialRules)),
    maintenanceGuard: block(() => import('./MaintenanceGuard').then((m) => m.MaintenanceGuard), {
      props: ({ publicDeps }) => ({ deps: publicDeps }),
    }),
  },
});
