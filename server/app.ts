/**
 * The reference server: the built portal and the portal API under /api. The page's CSP
 * (http/pagePolicy.ts: the strict base plus what the institution's map tiles or reCAPTCHA need)
 * is sent as a header (with what a meta tag cannot hold: frame-ancestors) and written into the
 * index.html served. One error handler logs internal errors and answers with a generic
 * message. Every API answer is no-store; a body of another type than the call reads (JSON, or
 * multipart for an upload) answers 415 and bodies over the limit (1 MB, or an upload's own) 413,
 * both unread and with Connection: close (http/unreadBodies.ts); the open calls that write are rate limited; a write is answered once it is
 * on disk; an unknown API path answers a JSON 404. The page itself (gzip), the built files and
 * the demo content go compressed, the hashed ones cached as immutable, the rest revalidated
 * (http/staticFiles.ts).
 * With the studio off (the option Studio, which start.ts sets from PORTAL_STUDIO), the files
 * only the studio reaches answer 404; with it on, its preview document may be framed by the
 * portal's own origin.
 */
import { compress } from 'hono/compress';
import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { limitBodies } from './http/bodyLimit.ts';
import { requireBodyTypes } from './http/mediaTypes.ts';
import { compressionCache } from './http/compressionCache.ts';
import { durableWrites } from './http/durability.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { errorBody, handleError } from './http/errors.ts';
import { DESCRIPTION_SETTING, withDescription } from './http/pageDescription.ts';
import { frameAncestors, pageDirectives, policyText, withPolicy } from './http/pagePolicy.ts';
import {
  loginPrerender,
  withPrerender,
  withPrerenderAllowed,
  type LoginPrerender,
} from './http/prerender.ts';
import { rateLimits } from './http/rateLimit.ts';
import { closeAfterUnreadBodies } from './http/unreadBodies.ts';
import { takesSettingsPreload, withSettingsPreload } from './http/settingsPreload.ts';
import { staticFiles } from './http/staticFiles.ts';
import { readStudioOnlyFiles } from './http/studioChunks.ts';
import { DIST } from './paths.ts';
import { accountRoutes } from './routes/accounts.ts';
import { achDocumentRoutes } from './routes/achDocuments.ts';
import { adminRoutes } from './routes/admin.ts';
import { agreementRoutes } from './routes/agreements.ts';
import { branchRoutes } from './routes/branches.ts';
import { contactChangeRoutes } from './routes/contactChange.ts';
import { demoRoutes } from './routes/demo.ts';
import { DEMO_FORM_PATHS, demoSsoRoutes } from './routes/demoSso.ts';
import { documentRoutes } from './routes/documents.ts';
import { loanDetailRoutes } from './routes/loansDetails.ts';
import { loanHistoryRoutes } from './routes/loansHistory.ts';
import { loanStatementRoutes } from './routes/loansStatements.ts';
import { loginRoutes } from './routes/login.ts';
import { messageRoutes } from './routes/messages.ts';
import { optOutRoutes } from './routes/optOut.ts';
import { passwordRoutes } from './routes/passwords.ts';
import { paymentDraftAgreementRoutes } from './routes/paymentsDraftAgreement.ts';
import { paymentInformationRoutes } from './routes/paymentsInformation.ts';
import { paymentMethodRoutes } from './routes/paymentsMethods.ts';
import { paymentSubmitRoutes } from './routes/paymentsSubmit.ts';
import { profileRoutes } from './routes/profile.ts';
import { recoveryRoutes } from './routes/recovery.ts';
import { registerRoutes } from './routes/register.ts';
import { setupRoutes } from './routes/setup.ts';
import { solutionsByTextRoutes } from './routes/solutionsByText.ts';
import { supportRoutes } from './routes/support.ts';
import { UPLOAD_PATHS, uploadRoutes } from './routes/uploads.ts';
import { tooLargeMessage, uploadMaxBytes } from './services/documents/uploads.ts';

const DEMO_CONTENT = join(import.meta.dirname, 'demo-content');

export interface AppOptions {
  /** The built portal's folder; dist/ by default. */
  dist?: string;
  /** The sign-in page's prerender (start.ts makes it; main.ts has it ready before listening). */
  prerender?: LoginPrerender;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const { dist = DIST } = options;
  const app = new Hono<AppEnv>();
  const studio = deps.institution.option('Studio') === true;
  const directives = pageDirectives(deps.institution);
  const headerPolicy = policyText({ ...directives, 'frame-ancestors': ["'none'"] });
  app.use(closeAfterUnreadBodies());
  // One framing policy, the CSP's frame-ancestors (every answer has one): X-Frame-Options would
  // say SAMEORIGIN beside frame-ancestors 'none', and cannot name the studio's own framing.
  app.use(secureHeaders({ xFrameOptions: false }));
  app.use(async (c, next) => {
    await next();
    // A route may answer with a stricter policy of its own (a served document, say).
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', headerPolicy);
  });

  const api = new Hono<AppEnv>();
  // JSON answers gzip-compressed for clients that accept it (ApplicationOptions, the settings
  // every page loads first, is some 80 KB of text). Outermost, so it sees the final answer.
  api.use(compress({ contentTypeFilter: /^application\/json/ }));
  api.use(async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  for (const [path, limit] of rateLimits(deps)) api.use(path, limit);
  api.use(requireBodyTypes({ multipart: UPLOAD_PATHS, form: DEMO_FORM_PATHS }));
  api.use(
    limitBodies({
      paths: UPLOAD_PATHS,
      maxBytes: uploadMaxBytes(deps.institution),
      message: tooLargeMessage(deps.institution),
    }),
  );
  api.use(durableWrites(deps));
  api.route('/', setupRoutes(deps));
  api.route('/', loginRoutes(deps));
  api.route('/', passwordRoutes(deps));
  api.route('/', supportRoutes(deps));
  api.route('/', registerRoutes(deps));
  api.route('/', recoveryRoutes(deps));
  api.route('/', optOutRoutes(deps));
  api.route('/', agreementRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', solutionsByTextRoutes(deps));
  api.route('/', paymentInformationRoutes(deps));
  api.route('/', paymentMethodRoutes(deps));
  api.route('/', paymentSubmitRoutes(deps));
  api.route('/', paymentDraftAgreementRoutes(deps));
  api.route('/', loanDetailRoutes(deps));
  api.route('/', loanHistoryRoutes(deps));
  api.route('/', loanStatementRoutes(deps));
  api.route('/', contactChangeRoutes(deps));
  api.route('/', documentRoutes(deps));
  api.route('/', uploadRoutes(deps));
  api.route('/', achDocumentRoutes(deps));
  api.route('/', messageRoutes(deps));
  api.route('/', branchRoutes(deps));
  api.route('/', adminRoutes(deps));
  if (deps.demo) {
    api.route('/', demoRoutes(deps));
    api.route('/', demoSsoRoutes(deps));
  }
  // A sub-app's notFound is not used once it is mounted: unknown paths (and known paths
  // called with another method) fall through to this route instead of the static files.
  api.all('*', (c) => c.json(errorBody('NotFound', `No API at ${c.req.method} ${c.req.path}.`), 404));
  api.onError(handleError(deps.logger));
  app.route('/api', api);

  const compressed = compressionCache();
  app.use('/demo-content/*', staticFiles({ root: DEMO_CONTENT, prefix: '/demo-content', cache: compressed }));
  // The page itself: the built index.html with this institution's policy and description, never
  // cached, so a new build or configuration reaches the next load. A browser's page also preloads
  // the settings call and holds the prerendered sign-in page (http/prerender.ts).
  const prerender = options.prerender ?? loginPrerender(dist, deps.institution.options, deps.logger);
  const page = async (c: Context) => {
    const html = await readFile(join(dist, 'index.html'), 'utf8').catch(() => undefined);
    if (html === undefined) return c.text('The portal has not been built (npm run build).', 503);
    c.header('Cache-Control', 'no-cache');
    // The settings preload and the prerender depend on it (http/settingsPreload.ts).
    c.header('Vary', 'User-Agent');
    const url = new URL(c.req.url);
    const browser = takesSettingsPreload(url, c.req.header('User-Agent') ?? '');
    const copy = browser ? await prerender.ready() : undefined;
    const policy = copy ? withPrerenderAllowed(directives, copy) : directives;
    c.header(
      'Content-Security-Policy',
      policyText({ ...policy, 'frame-ancestors': frameAncestors(studio, url) }),
    );
    let body = withDescription(html, deps.institution.setting(DESCRIPTION_SETTING));
    if (browser) body = withSettingsPreload(body);
    if (copy) body = withPrerender(body, copy);
    return c.html(withPolicy(body, policy));
  };
  // The page goes gzip-compressed to a request that accepts it, as the built files do
  // (staticFiles.ts), with Accept-Encoding added to its Vary.
  app.get('/', compress(), page);
  app.get('/index.html', compress(), page);
  if (!studio) {
    const studioFiles = readStudioOnlyFiles(dist);
    app.use('/*', async (c, next) => (studioFiles.has(c.req.path) ? c.notFound() : next()));
  }
  app.use('/*', staticFiles({ root: dist, hashedAssets: true, precompressed: true, cache: compressed }));
  app.onError(handleError(deps.logger));
  return app;
}
