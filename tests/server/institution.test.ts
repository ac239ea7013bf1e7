/**
 * The institution the server answers for: catalogue defaults, the demo institution, then
 * PORTAL_SETTINGS (the README's example is read from the README, so the example stays
 * true); a bad file stops the start with lint-style lines; the environment's settings.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettingsFile, SettingsFileError } from '../../server/config/institution.ts';
import { ROOT } from '../../server/paths.ts';
import { optionsFromEnvironment } from '../../server/start.ts';
import { settingsFile, testServer } from './support';

/** The JSON block of the README's "Rewording a text with PORTAL_SETTINGS" section. */
function readmeExample(): object {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Rewording a text with `PORTAL_SETTINGS`'));
  const block = /```json\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('The README has no example settings file');
  return JSON.parse(block[1]!) as object;
}

describe('GET setup/ApplicationOptions', () => {
  it('answers the catalogue defaults in the english layer and the demo institution in shared', async () => {
    const { call } = await testServer();
    const { status, json } = await call('GET', 'setup/ApplicationOptions');
    expect(status).toBe(200);
    expect(json.gassySettings.english.login.usernameLabel).toBe('Username');
    expect(json.gassySettings.shared.shell.institutionName).toBe('Harbor Valley Credit Union');
    expect(json.institutionOptions.MultiFactorAuthentication).toBe(true);
    expect(json.institutionOptions.UserNameMinimumLength).toEqual(expect.any(Number));
  });

  it('merges the README example over the demo institution, key by key', async () => {
    const { call } = await testServer({ settingsFile: settingsFile(readmeExample()) });
    const { json } = await call('GET', 'setup/ApplicationOptions');
    expect(json.gassySettings.shared.login.usernameLabel).toBe('Member ID');
    // The example's name over the demo's shell settings: its logo and that logo's size stay.
    expect(json.gassySettings.shared.shell).toEqual({
      institutionName: 'Northwind Savings',
      logo: 'logo.svg',
      logoWidth: '220',
      logoHeight: '48',
    });
    expect(json.institutionOptions.MultiFactorAuthentication).toBe(false);
    expect(json.institutionOptions.SsnValidation).toBe(true);
  });

  it('switches maintenance mode by the option in the file', async () => {
    const { call } = await testServer({
      settingsFile: settingsFile({ institutionOptions: { MaintenanceMode: true } }),
    });
    expect((await call('GET', 'MaintenanceMode')).json).toEqual({ isEnabled: true });
  });

  it('with the option on, signing in is refused as maintenanceModeEnabled', async () => {
    const { call } = await testServer({
      settingsFile: settingsFile({ institutionOptions: { MaintenanceMode: true } }),
    });
    const answer = await call('POST', 'login/userlogin', {
      body: { username: 'demo.company', password: 'Borrower#2026' },
    });
    expect(answer.status).toBe(403);
    expect(answer.json.Errors[0].ErrorMessage).toBe('maintenanceModeEnabled');
  });
});

describe('a bad PORTAL_SETTINGS file stops the start', () => {
  it.each([
    ['not JSON', '{ "gassySettings": ', /bank\.json:1:1 {2}error {2}not valid JSON/],
    [
      'an option of the wrong type',
      '{\n  "institutionOptions": { "MultiFactorAuthentication": "yes" }\n}',
      /bank\.json:2:\d+ {2}error {2}.*MultiFactorAuthentication.*boolean/,
    ],
    [
      'a settings key the catalogue does not declare',
      '{ "gassySettings": { "shared": { "login": { "usernameLable": "Member ID" } } } }',
      /bank\.json:1:\d+ {2}error {2}.*usernameLable/,
    ],
    [
      'an unknown option',
      '{ "institutionOptions": { "MultiFactorAuthenticaton": true } }',
      /error {2}.*MultiFactorAuthenticaton/,
    ],
  ])('%s: lint-style lines naming the file, line and column', (_case, text, message) => {
    const file = settingsFile({});
    writeFileSync(file, text);
    expect(() => readSettingsFile(file)).toThrow(SettingsFileError);
    expect(() => readSettingsFile(file)).toThrow(message);
  });

  it('and says how to check it', () => {
    const file = settingsFile({ institutionOptions: { UserNameMinimumLength: 'ten' } });
    expect(() => readSettingsFile(file)).toThrow(`(check it with: npx portal-lint --settings ${file})`);
  });
});

describe('the environment', () => {
  it.each([
    [{}, { port: 8080, demo: true, settingsFile: undefined }],
    [
      { PORT: '9000', PORTAL_DEMO: '0' },
      { port: 9000, demo: false, settingsFile: undefined },
    ],
    [
      { PORTAL_DEMO: '1', PORTAL_SETTINGS: 'bank.json' },
      { port: 8080, demo: true, settingsFile: 'bank.json' },
    ],
  ])('%j starts with %j', (env, expected) => {
    expect(optionsFromEnvironment(env)).toMatchObject(expected);
  });

  it('keeps the data in .portal-data unless PORTAL_DATA says otherwise', () => {
    expect(optionsFromEnvironment({}).dataFolder).toBe(join(ROOT, '.portal-data'));
    expect(optionsFromEnvironment({ PORTAL_DATA: '/srv/portal' }).dataFolder).toBe('/srv/portal');
  });

  it.each(['0', '70000', 'eighty', '80.5'])('refuses PORT=%s', (port) => {
    expect(() => optionsFromEnvironment({ PORT: port })).toThrow(`PORT must be a port number, not "${port}"`);
  });
});
