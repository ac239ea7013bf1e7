/**
 * The field checks definitions may name in constraints.check: password and login name
 * against the server's rule sets, the identity fields and the branch locator's zip code.
 * They load with the deferred rest of the sign-in bundle (src/app/deferred.ts).
 */
import { checks, feature } from '../shared/manifest';

export const manifest = feature({
  checks: checks(['password', 'logon', 'birthDate', 'accountNumber', 'agreement', 'zipCode'], () =>
    import('./fieldChecks').then((m) => m.FIELD_CHECKS),
  ),
});
