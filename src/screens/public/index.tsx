/** The public self-service flows, loaded with their first screen (src/app/registry.tsx). */
import type { BlockWidgetProps } from '../../engine';
import { AutoSignIn } from '../postLogin/AutoSignIn';
import type { PostLoginFlow } from '../postLogin/flow';
import { RegistrationAgreements } from '../register/RegistrationAgreements';
import { LoginRedirect } from '../activate/LoginRedirect';
import { ResetTokenCheck } from '../forcePasswordChange/ResetTokenCheck';
import { TokenLogon } from '../forcePasswordChange/TokenLogon';
import { VerifyEmail } from '../verifyEmail/VerifyEmail';
import { CredentialRules } from './CredentialRules';
import type { PublicDeps } from './deps';
import { MaintenanceGuard } from './MaintenanceGuard';

export { createRegisterActions } from '../register/actions';
export { createActivationActions } from '../activate/actions';
export { createOptOutActions } from '../optOut/actions';
export { createPasswordChangeActions } from '../forcePasswordChange/actions';
export { createRecoveryActions } from '../recovery/actions';

/** The block widgets of the public flows, bound to what the app does for them. */
export function publicBlocks(deps: PublicDeps, flow: PostLoginFlow) {
  function BoundAutoSignIn(props: BlockWidgetProps) {
    return <AutoSignIn {...props} flow={flow} />;
  }
  function BoundMaintenanceGuard(props: BlockWidgetProps) {
    return <MaintenanceGuard {...props} deps={deps} />;
  }
  function BoundLoginRedirect(props: BlockWidgetProps) {
    return <LoginRedirect {...props} deps={deps} />;
  }
  function BoundVerifyEmail(props: BlockWidgetProps) {
    return <VerifyEmail {...props} deps={deps} />;
  }
  return {
    autoSignIn: BoundAutoSignIn,
    maintenanceGuard: BoundMaintenanceGuard,
    credentialRules: CredentialRules,
    registrationAgreements: RegistrationAgreements,
    loginRedirect: BoundLoginRedirect,
    resetTokenCheck: ResetTokenCheck,
    tokenLogon: TokenLogon,
    verifyEmail: BoundVerifyEmail,
  };
}
