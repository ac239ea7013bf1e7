import type { AgreementRecord } from '../../domain/agreements';
import type { Options } from '../options';
import type { Settings } from '../settings';

/** A json-logic expression as found in definitions and rules files. */
export type Logic = unknown;

export interface SessionContext {
  loggedIn: boolean;
  personal: boolean;
  hasEmail: boolean;
  username: string;
  personalName: string;
  /** The user's e-mail address and servicing branch (the messages form's sender); absent signed out. */
  emailAddress?: string;
  servicingBranch?: string;
  /**
   * The user's records of accepting agreements (the login answer's WebAgreementLogs, plus those
   * accepted since in this session), read-only; absent or empty when none are known.
   */
  agreementLogs?: readonly AgreementRecord[];
}

export interface DeviceContext {
  mobileApp: boolean;
  /** The mobile app's version; '' or absent when unknown or not in the app. */
  appVersion?: string;
  compact: boolean;
  production: boolean;
}

/**
 * The one object every condition is evaluated against; documented property by
 * property in schemas/context.schema.json, which the lint tool checks `var` paths
 * against.
 */
export interface LogicContext {
  options: Options;
  session: SessionContext;
  route: { path: string; params: Readonly<Record<string, string>> };
  query: Readonly<Record<string, string>>;
  device: DeviceContext;
  form: Readonly<Record<string, unknown>>;
  data: Readonly<Record<string, unknown>>;
  now: string;
}

export type RuleBook = ReadonlyMap<string, Logic>;

/** What custom operations may read besides their arguments. */
export interface LogicEnv {
  settings: Settings;
  options: Options;
  rules: RuleBook;
  context: LogicContext;
}

export const SIGNED_OUT: SessionContext = Object.freeze({
  loggedIn: false,
  personal: false,
  hasEmail: false,
  username: '',
  personalName: '',
});
