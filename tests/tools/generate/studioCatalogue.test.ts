/**
 * The generator writes the studio's catalogue from the same function as
 * `portal-lint catalogue`: the same rows, and each group's description.
 */
import { describe, expect, it } from 'vitest';
import { studioCatalogue } from '../../../src/generated/studioCatalogue.ts';
import { readCatalogue } from '../../../tools/portal-lint/catalogue.ts';

describe('src/generated/studioCatalogue.ts', () => {
  const read = readCatalogue();

  it('holds the rows of portal-lint catalogue', () => {
    expect(studioCatalogue.rows).toEqual(read.rows);
  });

  it("holds each group's description", () => {
    expect(studioCatalogue.groups).toEqual(Object.fromEntries(read.groups));
    expect(studioCatalogue.groups.login).toMatch(/\w/);
  });
});
