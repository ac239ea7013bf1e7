/**
 * The institution the server answers for: every catalogue default, the demo institution's
 * values (name, logo folder, agreements, multi-factor sign-in), then an institution's own
 * file (PORTAL_SETTINGS), each merged key by key; its payment calendar, the demo's
 * (payments.ts) with each file's paymentCalendar merged over it. Files are validated against
 * schemas/institution-settings.schema.json at start; a bad one stops the start with
 * lint-style messages (file:line:column  message).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeErrors } from '../../schemas/ajv.ts';
import settingsFileValidators from '../../src/generated/settingsFile.js';
import type { ApplicationOptionsResponse } from '../../src/generated/api-types/setup.ts';
import { ROOT, SCHEMAS } from '../paths.ts';
import {
  DEMO_PAYMENT_CALENDAR,
  mergePaymentCalendar,
  type PaymentCalendar,
  type PaymentCalendarSettings,
} from './payments.ts';
import { positionOfPath } from './positions.ts';

type Layer = Record<string, Record<string, unknown>>;

export interface SettingsFile {
  gassySettings?: { shared?: Layer; english?: Layer; spanish?: Layer };
  institutionOptions?: Record<string, unknown>;
  paymentCalendar?: PaymentCalendarSettings;
}

/** The ApplicationOptions answer (schemas/api/setup.json) as the server keeps it: every layer always there. */
export interface ApplicationOptions extends ApplicationOptionsResponse {
  gassySettings: { shared: Layer; english: Layer; spanish: Layer };
  institutionOptions: Record<string, unknown>;
}

export interface Institution {
  /** The GET /api/setup/ApplicationOptions answer. */
  readonly options: ApplicationOptions;
  /** An institution option, its schema default when not set. */
  option(name: string): unknown;
  /**
   * A text setting in a language: English reads shared, then english (which holds the catalogue
   * defaults); Spanish reads shared, spanish, the product's translation (locales/es.json), then
   * the English default, as the portal does (src/engine/settings/layers.ts). The server's own
   * texts (e-mails, PDFs) stay English; what the portal shows as the host's words (the captcha's
   * question) follows the language the portal asks in.
   */
  setting(key: string, language?: Language): string;
  /** The ACH cutoff, payment period, fees, interest basis and holidays the payment services use. */
  readonly paymentCalendar: PaymentCalendar;
}

/** The languages the portal speaks (src/app/language.ts). */
export type Language = 'en' | 'es';

/** The product's Spanish translation of the catalogue. */
const SPANISH = JSON.parse(readFileSync(join(ROOT, 'locales', 'es.json'), 'utf8')) as Layer;

export class SettingsFileError extends Error {
  override name = 'SettingsFileError';
}

interface Catalogue {
  $defs: { groups: { properties: Record<string, { properties: Record<string, { default: string }> }> } };
}

function readSchema<T>(name: string): T {
  return JSON.parse(readFileSync(join(SCHEMAS, name), 'utf8')) as T;
}

/**
 * The catalogue's defaults, read once per process and copied for each institution: the
 * schemas are the server's own files, which do not change while it runs (and the catalogue
 * is half a megabyte of JSON to parse).
 */
let shipped: ApplicationOptions | undefined;

function defaults(): ApplicationOptions {
  shipped ??= readDefaults();
  return structuredClone(shipped);
}

function readDefaults(): ApplicationOptions {
  const catalogue = readSchema<Catalogue>('settings.schema.json');
  const english: Layer = {};
  for (const [group, { properties }] of Object.entries(catalogue.$defs.groups.properties)) {
    english[group] = Object.fromEntries(
      Object.entries(properties).map(([key, entry]) => [key, entry.default]),
    );
  }
  const options = readSchema<{ properties: Record<string, { default: unknown }> }>(
    'institution-options.schema.json',
  );
  const institutionOptions = Object.fromEntries(
    Object.entries(options.properties).map(([name, spec]) => [name, spec.default]),
  );
  return { gassySettings: { shared: {}, english, spanish: {} }, institutionOptions };
}

function mergeLayer(into: Layer, from: Layer | undefined) {
  for (const [group, keys] of Object.entries(from ?? {})) into[group] = { ...into[group], ...keys };
}

/** The schema's standalone validator, made by npm run generate (ajv compiles nothing at start). */
const validateFile = settingsFileValidators['institution-settings.schema.json'];

/** Reads and validates a settings file; throws SettingsFileError with one lint-style line per problem. */
export function readSettingsFile(path: string): SettingsFile {
  const text = readFileSync(path, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new SettingsFileError(`${path}:1:1  error  not valid JSON: ${(error as Error).message}`);
  }
  if (!validateFile(value)) {
    const lines = (validateFile.errors ?? []).map((error) => {
      const { line, column } = positionOfPath(text, error.instancePath);
      return `${path}:${line}:${column}  error  ${describeErrors([error])}`;
    });
    throw new SettingsFileError(`${lines.join('\n')}\n(check it with: npx portal-lint --settings ${path})`);
  }
  return value as SettingsFile;
}

export function createInstitution(files: readonly SettingsFile[]): Institution {
  const options = defaults();
  let paymentCalendar = DEMO_PAYMENT_CALENDAR;
  for (const file of files) {
    mergeLayer(options.gassySettings.shared, file.gassySettings?.shared);
    mergeLayer(options.gassySettings.english, file.gassySettings?.english);
    mergeLayer(options.gassySettings.spanish, file.gassySettings?.spanish);
    Object.assign(options.institutionOptions, file.institutionOptions);
    paymentCalendar = mergePaymentCalendar(paymentCalendar, file.paymentCalendar);
  }
  return {
    options,
    paymentCalendar,
    option: (name) => options.institutionOptions[name],
    setting(key, language = 'en') {
      const [group = '', name = ''] = key.split('.');
      const { shared, english, spanish } = options.gassySettings;
      const layers = language === 'es' ? [shared, spanish, SPANISH, english] : [shared, english];
      const value = layers.map((layer) => layer[group]?.[name]).find((found) => found !== undefined);
      return typeof value === 'string' ? value : '';
    },
  };
}

export const DEMO_SETTINGS = join(import.meta.dirname, 'demo-institution.json');
