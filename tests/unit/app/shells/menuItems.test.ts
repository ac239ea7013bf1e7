/**
 * The shell's menu items come from the navigation definition through the generator, and
 * the shell's actions are the ones schemas/navigation.schema.json enumerates (the shell
 * handles every MenuAction; the schema lets a definition name only those).
 */
import { describe, expect, it } from 'vitest';
import { HEADER_LINKS, MENU_ACTIONS, MENU_ITEMS } from '../../../../src/app/shells/menuItems';
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
