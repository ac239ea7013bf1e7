/**
 * The shell's menu items come from the navigation definition through the generator, and
 * the shell's actions are the ones schemas/navigation.schema.json enumerates (the shell
 * handles every MenuAction; the schema lets a definition name only those).
 */
import { describe, expect, it } from 'vitest';
import {
  alsoInHeader,
  HEADER_LINKS,
  MENU_ACTIONS,
  MENU_ITEMS,
  type MenuItem,
} from '../../../../src/app/shells/menuItems';
import definition from '../../../../navigation/signed-in.json';
import schema from '../../../../schemas/navigation.schema.json';

describe('menu items', () => {
  it("are navigation/signed-in.json's lists", () => {
    expect(MENU_ITEMS).toEqual(definition.menu);
    expect(HEADER_LINKS).toEqual(definition.headerLinks);
  });

  it("name the shell's actions as the schema enumerates them", () => {
    expect([...MENU_ACTIONS].sort()).toEqual([...schema.$defs.item.properties.action.enum].sort());
  });
});

describe('alsoInHeader: the menu entries a header link offers, left out of the wide menu bar', () => {
  const item = (id: string, place: Partial<MenuItem>): MenuItem => ({
    id,
    label: `menu.${id}`,
    rule: 'r',
    ...place,
  });
  it("names the demo menu's FAQ, Locations and Logout: the header offers the same places", () => {
    expect([...alsoInHeader(MENU_ITEMS, HEADER_LINKS)].sort()).toEqual(
      ['faq', 'locations', 'logout', 'remoteLocations'].sort(),
    );
  });
  it.each<[string, MenuItem, MenuItem[], boolean]>([
    ['same route', item('faq', { to: 'myaccount/faq' }), [item('help', { to: 'myaccount/faq' })], true],
    ['same action', item('out', { action: 'logout' }), [item('logout', { action: 'logout' })], true],
    [
      'another route',
      item('faq', { to: 'myaccount/faq' }),
      [item('x', { to: 'myaccount/locations' })],
      false,
    ],
    [
      'a route against an action',
      item('faq', { to: 'myaccount/faq' }),
      [item('x', { action: 'logout' })],
      false,
    ],
    ['no header links', item('faq', { to: 'myaccount/faq' }), [], false],
  ])('%s', (_case, menuItem, header, expected) => {
    expect(alsoInHeader([menuItem], header).has(menuItem.id)).toBe(expected);
  });
});
