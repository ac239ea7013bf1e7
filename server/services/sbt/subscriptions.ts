/**
 * Text subscriptions (spec 01 §7 POST /api/SolutionsByText/GetSubscriptionInfo and
 * ModifySubscriptions) in the demo store (table sbt_subscriptions, by phone number and
 * branding). A number must be one of the user's phones (403 NotOwnPhone); a not textable one is
 * refused with Invalid. A modify saves each flag the branding accepts; when one is refused the
 * answer lists, as a JSON string in Errors[0].ErrorMessage, what was kept for every branding of
 * the request.
 */
import type {
  GetSubscriptionInfoResponse,
  KeptSubscription,
  ModifySubscriptionsRequest,
  ModifySubscriptionsResponse,
  SubscriptionInfo,
} from '../../../src/generated/api-types/profile.ts';
import { phoneDigits } from '../../../src/domain/profile/index.ts';
import type { Deps, SessionUser } from '../../http/env.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../profile/changes.ts';
import { brandings, isTextable, refuses } from './demo.ts';

const NOT_TEXTABLE = { HasNoErrors: false, Errors: [{ ErrorMessage: 'Invalid' }], SubscriptionInfo: null };

/** The number's digits, when it is one of the user's phones. */
function ownPhone(db: Database, session: SessionUser, typed: string): string {
  const number = phoneDigits(typed);
  const own = db.get('SELECT id FROM phone_numbers WHERE customer_id = :customer AND number = :number', {
    customer: session.customerId,
    number,
  });
  if (!own) throw forbidden('NotOwnPhone', 'The phone number is not one of your phones.');
  return number;
}

function subscriptionInfo(deps: Deps, phone: string): SubscriptionInfo {
  const rows = deps.db.all<{ branding_id: number; opt_in_account: number; opt_in_marketing: number }>(
    'SELECT branding_id, opt_in_account, opt_in_marketing FROM sbt_subscriptions WHERE phone = :phone',
    { phone },
  );
  return {
    Options: brandings(deps.institution).map((branding) => {
      const row = rows.find((stored) => stored.branding_id === branding.id);
      return {
        BrandingId: branding.id,
        BrandingName: branding.name,
        OptInAccount: row?.opt_in_account === 1,
        OptInMarketing: row?.opt_in_marketing === 1,
      };
    }),
  };
}

export function getSubscriptionInfo(
  deps: Deps,
  session: SessionUser,
  typed: string,
): GetSubscriptionInfoResponse {
  const phone = ownPhone(deps.db, session, typed);
  if (!isTextable(phone)) return NOT_TEXTABLE;
  return { HasNoErrors: true, Errors: [], SubscriptionInfo: subscriptionInfo(deps, phone) };
}

/** Saves what each branding accepts; run inside a transaction. */
export function modifySubscriptions(
  deps: Deps,
  session: SessionUser,
  request: ModifySubscriptionsRequest,
  ip: string,
): ModifySubscriptionsResponse {
  const { db, institution } = deps;
  const phone = ownPhone(db, session, request.PhoneNumber);
  const known = new Set(brandings(institution).map((branding) => branding.id));
  const unknown = request.Options.find((option) => !known.has(option.BrandingId));
  if (unknown) throw badRequest(`No branding ${unknown.BrandingId}.`);
  if (!isTextable(phone)) return NOT_TEXTABLE;
  const before = subscriptionInfo(deps, phone).Options;
  let refused = false;
  const changed: string[] = [];
  const kept: KeptSubscription[] = [];
  for (const option of request.Options) {
    const stored = before.find((entry) => entry.BrandingId === option.BrandingId)!;
    const next = { OptInAccount: stored.OptInAccount, OptInMarketing: stored.OptInMarketing };
    for (const flag of ['OptInAccount', 'OptInMarketing'] as const) {
      const wanted = option[flag];
      if (wanted === null || wanted === stored[flag]) continue;
      if (wanted && refuses(phone, option.BrandingId, flag)) refused = true;
      else {
        next[flag] = wanted;
        changed.push(`Branding${option.BrandingId}.${flag}`);
      }
    }
    db.run(
      `INSERT INTO sbt_subscriptions (phone, branding_id, opt_in_account, opt_in_marketing)
       VALUES (:phone, :branding, :account, :marketing)
       ON CONFLICT (phone, branding_id) DO UPDATE SET opt_in_account = :account, opt_in_marketing = :marketing`,
      { phone, branding: option.BrandingId, account: next.OptInAccount, marketing: next.OptInMarketing },
    );
    kept.push({ BrandingId: option.BrandingId, ...next });
  }
  if (changed.length > 0) recordChange(deps, session.userId, ip, 'TextSubscriptions', changed);
  const SubscriptionInfo = subscriptionInfo(deps, phone);
  if (refused)
    return { HasNoErrors: false, Errors: [{ ErrorMessage: JSON.stringify(kept) }], SubscriptionInfo };
  return { HasNoErrors: true, Errors: [], SubscriptionInfo };
}
