/**
 * The signed-in user's profile (spec 01 §2 Profile, §7): GET /api/Profile, POST /api/UpdateProfile
 * (exactly one of UserInfo, PersonalInfo, UserAlertsInfo, MobileInfo; a refusal answers 200 with
 * HasNoErrors false and the reason code, schemas/api/profile.json) and the login history
 * (spec 03 §2.14).
 */
import { Hono } from 'hono';
import { clientIp } from '../http/clientIp.ts';
import type { AppEnv, Deps } from '../http/env.ts';
import { badRequest } from '../http/errors.ts';
import { requireSession } from '../http/session.ts';
import { body } from '../http/validate.ts';
import { updateMobileInfo } from '../services/profile/mobile.ts';
import { loginHistory, profileOf } from '../services/profile/read.ts';
import { updatePersonalInfo, updateUserAlerts, updateUserInfo } from '../services/profile/update.ts';

export function profileRoutes(deps: Deps) {
  const { db, institution } = deps;
  const app = new Hono<AppEnv>();
  const session = requireSession(deps);

  app.get('/Profile', session, (c) => c.json(profileOf(db, institution, c.get('session').userId)!));

  app.post('/UpdateProfile', session, body('api/profile.json#/$defs/UpdateProfileRequest'), async (c) => {
    const request = c.req.valid('json');
    const forms = [request.UserInfo, request.PersonalInfo, request.UserAlertsInfo, request.MobileInfo].filter(
      (form) => form !== undefined,
    );
    if (forms.length !== 1)
      throw badRequest('Send exactly one of UserInfo, PersonalInfo, UserAlertsInfo and MobileInfo.');
    const caller = { session: c.get('session'), ip: clientIp(c) };
    if (request.UserInfo) return c.json(await updateUserInfo(deps, caller, request.UserInfo));
    if (request.PersonalInfo) return c.json(updatePersonalInfo(deps, caller, request.PersonalInfo));
    if (request.MobileInfo) return c.json(updateMobileInfo(deps, caller, request.MobileInfo));
    return c.json(updateUserAlerts(deps, caller, request.UserAlertsInfo!, request.AlertsAreDirty !== false));
  });

  app.get('/Profile/LoginHistory', session, (c) => c.json(loginHistory(db, c.get('session').userId)));

  return app;
}
