/**
 * Rate limits of the calls anyone can make without signing in that write something, send
 * a message or take a secret (a token or a code, which a script could guess): per client address and route group, a token bucket (server/http/
 * tokenBuckets.ts). A refused call answers 429 TooManyRequests with Retry-After; each
 * address is logged once per run of refusals. The limits are generous: a person never
 * meets them, a script filling the database or the outbox does.
 */
import type { MiddlewareHandler } from 'hono';
import { clientIp } from './clientIp.ts';
import type { AppEnv, Deps } from './env.ts';
import { errorBody } from './errors.ts';
import { TokenBuckets, type Limit } from './tokenBuckets.ts';

interface RouteGroup extends Limit {
  /** Paths under /api, as the routes spell them. */
  paths: string[];
}

/** The one table of limits: a burst of `burst` calls, then `perMinute`. */
export const RATE_LIMITS: Readonly<Record<string, RouteGroup>> = {
  clientErrors: { paths: ['/ClientError'], burst: 20, perMinute: 20 },
  registration: {
    paths: ['/Register/GenerateMFACode', '/Register/ValidateCode', '/Register/RegisterUser'],
    burst: 20,
    perMinute: 20,
  },
  recovery: { paths: ['/Recovery/*'], burst: 20, perMinute: 20 },
  optOut: { paths: ['/OptOut/OptOut'], burst: 20, perMinute: 20 },
  // The messages form, signed in or out: its captcha challenges and the messages it sends.
  messages: { paths: ['/Messages/*'], burst: 20, perMinute: 20 },
  // More room: people behind one address (an office, a carrier's NAT) sign in at the same hour.
  signIn: { paths: ['/login/userlogin', '/Login/ResendCode'], burst: 60, perMinute: 60 },
  // Tokens and codes are long or capped per code; this keeps a guessing script slow besides.
  secrets: {
    paths: [
      '/Login/ValidateCode',
      '/login/tokenlogin',
      '/login/ssologin',
      '/Login/ResetPassword',
      '/Login/CheckResetToken',
      '/Login/CheckTokenExpiration',
      '/Login/LookupLoginFromToken',
      '/Login/ValidatePasswordForResetPassword',
      '/Register/ActivateAccount',
      '/Login/ValidateEmail',
    ],
    burst: 60,
    perMinute: 60,
  },
};

/** The middleware of each limited path, to mount on the API before its routes. */
export function rateLimits({ clock, logger }: Deps): [path: string, limit: MiddlewareHandler<AppEnv>][] {
  const buckets = new TokenBuckets();
  return Object.entries(RATE_LIMITS).flatMap(([group, limit]) => {
    const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
      const address = clientIp(c);
      const taken = buckets.take(`${group} ${address}`, limit, clock.now().getTime());
      if (taken.granted) return next();
      if (taken.first)
        logger.log(
          `[rate limit] ${address}: more than ${limit.perMinute} ${group} calls a minute; refusing until it slows down`,
        );
      c.header('Retry-After', String(taken.retryAfter));
      return c.json(
        errorBody('TooManyRequests', `Too many requests: try again in ${taken.retryAfter} seconds.`),
        429,
      );
    };
    return limit.paths.map((path) => [path, middleware] as [string, MiddlewareHandler<AppEnv>]);
  });
}
