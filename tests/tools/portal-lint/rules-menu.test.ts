/**
 * menu/unknown-route: the menu and header-link entries (src/app/shells/menuItems.ts) are
 * checked against the screens' routes and reported at their visibility rule in the rules
 * file that defines it. The table runs the rule over lists of its own; the last test runs
 * the registered rule over the project's real lists and rules/navigation.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../src/app/shells/menuItems.ts';
import { loadConfig } from '../../../tools/portal-lint/config.ts';
import { menuUnknownRouteOf } from '../../../tools/portal-lint/rules/menu-unknown-route.ts';
import { rules } from '../../../tools/portal-lint/rules/index.ts';
import { run } from '../../../tools/portal-lint/runner.ts';
import { RULES_DIR } from '../../../tools/project.ts';
import { unmark } from './harness';

const ID = 'menu/unknown-route';

const item = (id: string, rule: string, to?: string): MenuItem =>
  to === undefined
    ? { id, label: 'menu.logout', rule, action: 'logout' }
    : { id, label: 'menu.faq', rule, to };

/** A rules file defining these rules; «name marks where a finding must start (at the rule's name). */
function navigation(...names: string[]): string {
  const entries = names.map(
    (name) =>
      `    ${name.startsWith('«') ? '«' : ''}"${name.replace('«', '')}": { "description": "d", "logic": { "var": "session.loggedIn" } }`,
  );
  return `{\n  "rules": {\n${entries.join(',\n')}\n  }\n}\n`;
}

function findings(fixture: string, menu: readonly MenuItem[], header: readonly MenuItem[] = []) {
  const { text } = unmark(fixture);
  const rule = menuUnknownRouteOf([
    { name: 'MENU_ITEMS', items: menu },
    { name: 'HEADER_LINKS', items: header },
  ]);
  const [result] = run([{ path: 'navigation.json', kind: 'rules', text }], { rules: [rule] });
  return result!.messages.map((entry) => [
    entry.ruleId,
    entry.severity,
    entry.message,
    entry.line,
    entry.column,
  ]);
}

type Case = [name: string, fixture: string, menu: MenuItem[], header: MenuItem[], message: string];

describe(ID, () => {
  it.each<[string, string, MenuItem[]]>([
    [
      'an entry opening a screen route',
      navigation('menuDashboard'),
      [item('dashboard', 'menuDashboard', 'myaccount/dashboard')],
    ],
    ['an entry with a parameter filled in', navigation('menuSso'), [item('sso', 'menuSso', 'home/sso/abc')]],
    ['an action entry', navigation('menuLogout'), [item('logout', 'menuLogout')]],
    [
      'an entry whose rule another file defines',
      navigation('menuOther'),
      [item('profile', 'menuProfile', 'myaccount/profile')],
    ],
  ])('reports nothing for %s', (_name, fixture, menu) => {
    expect(findings(fixture, menu)).toEqual([]);
  });

  it.each<Case>([
    [
      'a menu entry whose screen does not exist',
      navigation('menuDashboard', '«menuProfile'),
      [
        item('dashboard', 'menuDashboard', 'myaccount/dashboard'),
        item('profile', 'menuProfile', 'myaccount/profile'),
      ],
      [],
      'MENU_ITEMS entry "profile" (src/app/shells/menuItems.ts), shown by this rule, opens the route "myaccount/profile" that no screen defines',
    ],
    [
      'a header link, with the near miss',
      navigation('«menuHistory'),
      [],
      [item('history', 'menuHistory', 'myaccount/loginHistroy')],
      'HEADER_LINKS entry "history" (src/app/shells/menuItems.ts), shown by this rule, opens the route "myaccount/loginHistroy" that no screen defines; did you mean "myaccount/loginHistory"?',
    ],
  ])('reports %s as an error at its rule', (_name, fixture, menu, header, message) => {
    const { line, column } = unmark(fixture);
    expect(findings(fixture, menu, header)).toEqual([[ID, 'error', message, line, column]]);
  });

  it("passes the project's own menu and header links against rules/navigation.json", () => {
    const path = join(RULES_DIR, 'navigation.json');
    const registered = rules.filter((rule) => rule.id === ID);
    expect(registered).toHaveLength(1);
    const [result] = run([{ path, kind: 'rules', text: readFileSync(path, 'utf8') }], { rules: registered });
    expect(result!.messages).toEqual([]);
  });

  it.each(['links/unknown-route', ID])(
    'leaves %s an error in the project (no link to a missing screen is only a warning)',
    (id) => {
      const level = loadConfig(rules).levels.get(id) ?? rules.find((rule) => rule.id === id)?.severity;
      expect(level).toBe('error');
    },
  );
});
