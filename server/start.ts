/**
 * Assembles the server from its environment: the institution (catalogue defaults, the
 * demo institution, PORTAL_SETTINGS), the database in PORTAL_DATA (seeded when new), demo
 * mode (PORTAL_DEMO, on unless 0), the public origin of links in e-mails (PORTAL_PUBLIC_ORIGIN,
 * by default the address the server listens on), the administrator API (PORTAL_ADMIN_TOKEN) and the key
 * of the SSNs' hashes (PORTAL_SSN_KEY, else PORTAL_DATA/ssn.key), and the uploaded files in
 * PORTAL_DATA/uploads, and the admin studio (PORTAL_STUDIO=1; off by default). Used by
 * main.ts and by the browser tests. An institution with a
 * reCAPTCHA site key needs the server's secret (PORTAL_RECAPTCHA_SECRET): without one the
 * start stops and says so.
 */
import { join } from 'node:path';
import { createApp } from './app.ts';
import { createInstitution, DEMO_SETTINGS, readSettingsFile } from './config/institution.ts';
import { Database } from './db/database.ts';
import { seedDemo } from './db/seed.ts';
import type { Deps } from './http/env.ts';
import { loginPrerender } from './http/prerender.ts';
import { DIST, ROOT } from './paths.ts';
import { loadSsnKey, MIN_SSN_KEY } from './security/ssnHash.ts';
import { sendActivationLink } from './services/activation.ts';
import { systemClock, type Clock } from './services/clock.ts';
import { fileStore } from './services/documents/fileStore.ts';
import { captchaProvider } from './services/messages/rules.ts';

/** A shorter administrator token could be guessed. */
const MIN_ADMIN_TOKEN = 16;

export interface StartOptions {
  /** The database folder; undefined keeps it in memory. */
  dataFolder?: string;
  settingsFile?: string;
  demo?: boolean;
  clock?: Clock;
  logger?: Deps['logger'];
  /** Switches the administrator API on (routes/admin.ts). */
  adminToken?: string;
  /** The key of the SSNs' hashes (PORTAL_SSN_KEY); without it, the data folder's ssn.key. */
  ssnKey?: string;
  /** Google reCAPTCHA's secret (PORTAL_RECAPTCHA_SECRET), needed with the option RecaptchaSiteKey. */
  recaptchaSecret?: string;
  /** The fetch the server calls other services with (reCAPTCHA's siteverify); tests pass a fake. */
  fetch?: typeof fetch;
  /** The admin studio (PORTAL_STUDIO=1): its route, its chunks and its preview frame. Off by default. */
  studio?: boolean;
  /** The built portal's folder (tests pass a build of their own). */
  dist?: string;
  /**
   * Where people reach the portal (PORTAL_PUBLIC_ORIGIN, such as https://portal.example.org):
   * the links in e-mails point there, never at the Host a request named. By default the
   * address the server listens on.
   */
  publicOrigin?: string;
}

/** The default public origin: the address the server listens on. */
export const localOrigin = (port: number) => `http://127.0.0.1:${port}`;

/** An http(s) origin, or an error that says what is wrong with the value. */
export function publicOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PORTAL_PUBLIC_ORIGIN must be an address such as https://portal.example.org, not "${value}"`,
    );
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username
  )
    throw new Error(
      `PORTAL_PUBLIC_ORIGIN must be an http or https origin alone (no path or query), not "${value}"`,
    );
  return url.origin;
}

export async function assemble(options: StartOptions = {}) {
  const files = [
    readSettingsFile(DEMO_SETTINGS),
    ...(options.settingsFile ? [readSettingsFile(options.settingsFile)] : []),
  ];
  const institution = createInstitution(files);
  // The server's switch, not the institution's: a file's value is overridden.
  institution.options.institutionOptions.Studio = options.studio ?? false;
  const clock = options.clock ?? systemClock;
  if (captchaProvider({ institution, clock }) === 'recaptcha' && !options.recaptchaSecret)
    throw new Error(
      'The institution has a reCAPTCHA site key (RecaptchaSiteKey) but the server has no secret: set PORTAL_RECAPTCHA_SECRET.',
    );
  const db = await Database.open(options.dataFolder);
  const logger = options.logger ?? console;
  if (db.setAside)
    logger.log(
      `The data in ${options.dataFolder} was made for older tables: kept as ${db.setAside}, starting fresh.`,
    );
  if (!db.fresh && db.migrated.length > 0)
    logger.log(`The data in ${options.dataFolder} was brought up to date: ${db.migrated.join('; ')}.`);
  const ssnKey = loadSsnKey({ value: options.ssnKey, folder: options.dataFolder });
  const awaitingActivation = db.fresh ? await seedDemo(db, clock, ssnKey) : [];
  const deps: Deps = {
    db,
    institution,
    clock,
    demo: options.demo ?? true,
    publicOrigin: options.publicOrigin ?? localOrigin(8080),
    logger,
    adminToken: options.adminToken,
    ssnKey,
    files: fileStore(options.dataFolder),
    ...(options.recaptchaSecret
      ? { recaptcha: { secret: options.recaptchaSecret, fetch: options.fetch ?? globalThis.fetch } }
      : {}),
  };
  // The migrated demo user's activation link goes out as the institution would send it.
  for (const user of awaitingActivation) sendActivationLink(deps, user);
  if (db.fresh) db.save();
  // The prerendered sign-in page (http/prerender.ts), rendered when first asked for.
  const dist = options.dist ?? DIST;
  const prerender = loginPrerender(dist, institution.options, logger);
  return { app: createApp(deps, { dist, prerender }), deps, prerender };
}

export function optionsFromEnvironment(env: NodeJS.ProcessEnv): StartOptions & { port: number } {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const adminToken = env.PORTAL_ADMIN_TOKEN || undefined;
  if (adminToken !== undefined && adminToken.length < MIN_ADMIN_TOKEN)
    throw new Error(`PORTAL_ADMIN_TOKEN must have at least ${MIN_ADMIN_TOKEN} characters`);
  const ssnKey = env.PORTAL_SSN_KEY || undefined;
  if (ssnKey !== undefined && ssnKey.length < MIN_SSN_KEY)
    throw new Error(`PORTAL_SSN_KEY must have at least ${MIN_SSN_KEY} characters`);
  return {
    port,
    dataFolder: env.PORTAL_DATA || join(ROOT, '.portal-data'),
    settingsFile: env.PORTAL_SETTINGS || undefined,
    demo: env.PORTAL_DEMO !== '0',
    adminToken,
    ssnKey,
    recaptchaSecret: env.PORTAL_RECAPTCHA_SECRET || undefined,
    studio: env.PORTAL_STUDIO === '1',
    publicOrigin: env.PORTAL_PUBLIC_ORIGIN ? publicOriginOf(env.PORTAL_PUBLIC_ORIGIN) : localOrigin(port),
  };
}
