/**
 * Sends the user to the login screen with a reason (props.error, shown there as ?error=),
 * as soon as it shows: the activation screen shows it when its link has no token (spec 01
 * §2: the user goes to login with an unauthorized error). The definition decides when.
 */
import { useEffect } from 'react';
import type { BlockWidgetProps } from '../../engine';
import type { PublicDeps } from '../shared/publicDeps';

export function LoginRedirect({ props, deps }: BlockWidgetProps & { deps: PublicDeps }) {
  const error = typeof props.error === 'string' && props.error ? props.error : undefined;
  useEffect(() => deps.toLogin(error), [deps, error]);
  return null;
}
