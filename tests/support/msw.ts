/**
 * The mock API for jsdom tests: handlers grouped per area and spread into one server.
 * Any request without a handler fails the test (onUnhandledRequest: 'error', see setup).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { catalogueEntries } from '../../src/generated/catalogue';
import { optionSpecs } from '../../src/generated/options';
import { LOGON_RULES, PASSWORD_RULES } from '../../server/config/demoCredentialRules.ts';

export function applicationOptions(overrides: { shared?: object; english?: object; options?: object } = {}) {
  const english: Record<string, Record<string, string>> = {};
  for (const [key, [text]] of Object.entries(catalogueEntries)) {
    const [group, name] = key.split('.') as [string, string];
    (english[group] ??= {})[name] = text;
  }
  const institutionOptions = Object.fromEntries(
    Object.entries(optionSpecs).map(([name, spec]) => [name, spec.default]),
  );
  return {
    gassySettings: { shared: overrides.shared ?? {}, english: { ...english, ...overrides.english } },
    institutionOptions: { ...institutionOptions, ...overrides.options },
  };
}

/** The demo institution's credential rules, as screens that set a password load them. */
export const CREDENTIAL_RULES = {
  password: { MinimumLength: 8, PasswordValidationRules: PASSWORD_RULES },
  logon: { MinimumLength: 8, PasswordValidationRules: LOGON_RULES },
};

export const setupHandlers = [
  http.get('/api/setup/ApplicationOptions', () => HttpResponse.json(applicationOptions())),
  http.post('/api/CredentialValidationRules/GetPasswordValidationRules', () =>
    HttpResponse.json(CREDENTIAL_RULES.password),
  ),
  http.post('/api/CredentialValidationRules/GetLogonValidationRules', () =>
    HttpResponse.json(CREDENTIAL_RULES.logon),
  ),
];

export const server = setupServer(...setupHandlers);
