/**
 * schemas/screen.schema.json held against the block table (src/engine/blockTypes.ts):
 * the schema knows the same block types, and each table property exists in its block's
 * schema with a fitting shape (a key is a settings key, a condition or value is json-logic,
 * children are block lists …). The other way round too: every settings key, json-logic
 * or block list a block's schema holds is in the table, so no reader of the table misses it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, blockView, type PartView } from '../../../src/engine/blockTypes';
import { ROOT } from '../../../tools/project.ts';

type Json = Record<string, unknown>;

const schema = JSON.parse(readFileSync(join(ROOT, 'schemas', 'screen.schema.json'), 'utf8')) as {
  $defs: Record<string, Json>;
};
const defs = schema.$defs;
const blockDef = defs.block as { properties: Record<string, Json>; allOf: { if: Json; then: Json }[] };

function refName(value: unknown): string | undefined {
  const ref = (value as Json | undefined)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/$defs/') ? ref.slice('#/$defs/'.length) : undefined;
}

/** A property of a block's $def; `true` defers to the common properties of every block. */
function property(def: Json, name: string): Json | undefined {
  const value = (def.properties as Record<string, Json | true> | undefined)?.[name];
  return value === true ? blockDef.properties[name] : value;
}

/** Follows a local $ref to the $def it names. */
function resolved(value: Json | undefined): Json | undefined {
  const name = refName(value);
  return name ? defs[name] : value;
}

const SHAPES = {
  key: (value: Json | undefined) => refName(value) === 'settingsKey',
  name: (value: Json | undefined) => value?.type === 'string',
  logic: (value: Json | undefined) => refName(value) === 'condition',
  logicMap: (value: Json | undefined) =>
    resolved(value)?.type === 'object' && refName(resolved(value)?.additionalProperties) === 'condition',
  list: (value: Json | undefined) => refName(value) === 'blocks',
  map: (value: Json | undefined) =>
    value?.type === 'object' && refName(value.additionalProperties) === 'blocks',
  items: (value: Json | undefined) => value?.type === 'array' && refName(value.items) !== undefined,
} as const;

type Shape = keyof typeof SHAPES;

/** What the table says each property of a part holds, as [property, shape]. */
function tableProperties(view: PartView): [string, Shape][] {
  return [
    ...view.keys.map((name): [string, Shape] => [name, 'key']),
    ...[...view.actions, ...view.widgets, ...view.routes].map((name): [string, Shape] => [name, 'name']),
    ...[...view.conditions, ...view.values].map((name): [string, Shape] => [name, 'logic']),
    ...view.valueMaps.map((name): [string, Shape] => [name, 'logicMap']),
    ...view.children.map((child): [string, Shape] =>
      'list' in child ? [child.list, 'list'] : 'map' in child ? [child.map, 'map'] : [child.items, 'items'],
    ),
  ];
}

/** Every part the table describes (blocks, and items such as wizard steps) with its $def. */
function parts(): [label: string, view: PartView, def: Json][] {
  const found: [string, PartView, Json][] = [];
  const visit = (label: string, view: PartView, def: Json) => {
    found.push([label, view, def]);
    for (const child of view.children)
      if ('items' in child) {
        const item = defs[refName(property(def, child.items)?.items)!]!;
        visit(`${label}/${child.items}`, child.item, item);
      }
  };
  for (const { if: when, then } of blockDef.allOf) {
    const type = String(((when.properties as Json).type as Json).const);
    const view = blockView(type);
    if (view) visit(type, view, defs[refName(then)!]!);
  }
  return found;
}

describe('screen.schema.json and the block table', () => {
  it('name the same block types, each with its own $def', () => {
    const enumerated = blockDef.properties.type!.enum as string[];
    const branches = blockDef.allOf.map(({ if: when, then }): [unknown, string | undefined] => [
      ((when.properties as Json).type as Json).const,
      refName(then),
    ]);
    expect([...enumerated].sort()).toEqual([...BLOCK_TYPES].sort());
    expect(branches.map(([type]) => type).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const [type, def] of branches) expect(def && defs[def], `$def of ${String(type)}`).toBeDefined();
  });

  it.each(parts())('%s: every property the table names exists with a fitting shape', (_label, view, def) => {
    for (const [name, shape] of tableProperties(view)) {
      expect(SHAPES[shape](property(def, name)), `${name} as ${shape}`).toBe(true);
    }
  });

  it.each(parts())(
    '%s: every settings key, json-logic and block list of the schema is in the table',
    (_label, view, def) => {
      const named = new Map(tableProperties(view));
      for (const name of Object.keys((def.properties as Json | undefined) ?? {})) {
        const value = property(def, name);
        const shape = (['key', 'logic', 'logicMap', 'list', 'map'] as const).find((kind) =>
          SHAPES[kind](value),
        );
        if (shape === undefined) continue;
        expect(named.get(name), `${name} holds a ${shape}`).toBe(shape);
      }
    },
  );
});
