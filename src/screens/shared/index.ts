/**
 * The block widgets several features' screens show (register, activate, forcePasswordChange
 * and login show credentialRules; register and recovery maintenanceGuard; the loan screen and
 * the application details documentList), each loaded with the first screen that shows it.
 */
import { block, feature } from './manifest';

export const manifest = feature({
  blocks: {
    credentialRules: block(() => import('./CredentialRules').then((m) => m.CredentialRules)),
    leaveGuard: block(() => import('./LeaveGuard').then((m) => m.LeaveGuard), {
      props: ({ setUnsaved }) => ({ setUnsaved }),
    }),
    documentList: block(() => import('./documents/DocumentListBlock').then((m) => m.DocumentListBlock)),
    maintenanceGuard: block(() => import('./MaintenanceGuard').then((m) => m.MaintenanceGuard), {
      props: ({ publicDeps }) => ({ deps: publicDeps }),
    }),
  },
});
