/**
 * A navigation definition (navigation/, schemas/navigation.schema.json) is linted like any
 * definition: its items' labels are settings keys (settings/key-format, settings/unknown-key),
 * their rules must be defined in rules/ (logic/unknown-rule), their routes must be a
 * screen's (menu/unknown-route, an error) and the file must match its schema
 * (schema/mismatch), each reported at its line:column in the navigation file.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../tools/portal-lint/config.ts';
import { collectInputs } from '../../../tools/portal-lint/files.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { run } from '../../../tools/portal-lint/runner.ts';
import { jsonFiles, NAVIGATION_DIR } from '../../../tools/project.ts';
import { findingsOf, lintText, unmark } from './harness';

/** A navigation file with these menu items and header links, one item (a JSON object) a line. */
const navigation = (menu: string[], header: string[] = []) =>
  `{\n  "menu": [\n${menu.map((item) => `    ${item}`).join(',\n')}\n  ],\n` +
  `  "headerLinks": [\n${header.map((item) => `    ${item}`).join(',\n')}\n  ]\n}\n`;

const dashboard =
  '{ "id": "dashboard", "label": "menu.dashboard", "rule": "menuDashboard", "to": "myaccount/dashboard" }';
const logout = '{ "id": "logout", "label": "menu.logout", "rule": "menuLogout", "action": "logout" }';

const kind = 'navigation' as const;

describe('a valid navigation definition', () => {
  it.each([
    ['routes and actions', navigation([dashboard, logout], [logout])],
    [
      'a route with its parameter filled in',
      navigation(['{ "id": "sso", "label": "menu.faq", "rule": "menuFaq", "to": "home/sso/abc" }']),
    ],
    ['empty lists', navigation([])],
  ])('%s: nothing is reported', (_name, text) => {
    expect(lintText(text, { kind })).toEqual([]);
  });
});

type Case = [name: string, ruleId: string, fixture: string, message: string];

describe('an invalid navigation definition', () => {
  it.each<Case>([
    [
      'a label that is not a declared settings key',
      'settings/unknown-key',
      navigation([
        '{ "id": "dashboard", "label": «"menu.dashbord", "rule": "menuDashboard", "action": "logout" }',
      ]),
      'Settings key "menu.dashbord" is not declared in schemas/settings.schema.json; did you mean "menu.dashboard"?',
    ],
    [
      'a label that is not a settings key',
      'settings/key-format',
      navigation([], ['{ "id": "logout", "label": «"Logout", "rule": "menuLogout", "action": "logout" }']),
      'Settings key "Logout" is not of the form group.key',
    ],
    [
      'a rule no rules file defines',
      'logic/unknown-rule',
      navigation(['{ "id": "faq", "label": "menu.faq", "rule": «"menuFaqs", "action": "logout" }']),
      'No rules file defines the rule "menuFaqs"; did you mean "menuFaq"?',
    ],
    [
      'a menu item opening a route no screen defines',
      'menu/unknown-route',
      navigation([
        dashboard,
        '{ "id": "faq", "label": "menu.faq", "rule": "menuFaq", "to": «"myaccount/faqs" }',
      ]),
      'menu item "faq" opens the route "myaccount/faqs" that no screen defines; did you mean "myaccount/faq"?',
    ],
    [
      'a header link with a near miss of a route',
      'menu/unknown-route',
      navigation(
        [],
        ['{ "id": "history", "label": "menu.faq", "rule": "menuFaq", "to": «"myaccount/loginHistroy" }'],
      ),
      'headerLinks item "history" opens the route "myaccount/loginHistroy" that no screen defines; did you mean "myaccount/loginHistory"?',
    ],
    [
      'an action the shell does not have',
      'schema/mismatch',
      navigation(['{ "id": "fly", "label": "menu.faq", "rule": "menuFaq", "action": «"fly" }']),
      'Must be one of "logout", "remoteLocator", "applyForLoan" (schemas/navigation.schema.json)',
    ],
    [
      'an unknown property',
      'schema/mismatch',
      navigation([
        '{ "id": "faq", "label": "menu.faq", "rule": "menuFaq", "action": "logout", «"icon": "faq" }',
      ]),
      'Unknown property "icon" (not allowed by schemas/navigation.schema.json)',
    ],
    [
      'an item without its rule',
      'schema/mismatch',
      navigation(['«{ "id": "faq", "label": "menu.faq", "action": "logout" }']),
      'Missing required property "rule" (schemas/navigation.schema.json)',
    ],
  ])('%s: %s', (_name, ruleId, fixture, message) => {
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, ruleId, { kind })).toEqual([[ruleId, message, line, column]]);
  });
});

describe("the project's navigation", () => {
  it('has files to check, which pass every rule', () => {
    const files = jsonFiles(NAVIGATION_DIR);
    expect(files.length).toBeGreaterThan(0);
    const inputs = files.map((path) => ({ path, kind, text: readFileSync(path, 'utf8') }));
    expect(run(inputs, { rules }).flatMap((result) => result.messages)).toEqual([]);
  });

  it.each(['links/unknown-route', 'menu/unknown-route'])(
    'leaves %s an error in the project (no link to a missing screen is only a warning)',
    (id) => {
      const level = loadConfig(rules).levels.get(id) ?? rules.find((rule) => rule.id === id)?.severity;
      expect(level).toBe('error');
    },
  );
});

describe('which files are navigation', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lint-navigation-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['one declaring the navigation schema', { $schema: '../schemas/navigation.schema.json', menu: [] }],
    ['one holding a menu', { menu: [], headerLinks: [] }],
  ])('%s', (_name, content) => {
    const path = join(dir, 'nav.json');
    writeFileSync(path, JSON.stringify(content));
    expect(collectInputs([path], []).map((input) => input.kind)).toEqual(['navigation']);
  });

  it("the project's navigation/ folder, by default", () => {
    const kinds = collectInputs([], []).filter((input) => input.path.startsWith('navigation/'));
    expect(kinds.map((input) => input.kind)).toEqual(jsonFiles(NAVIGATION_DIR).map(() => kind));
  });
});
