/**
 * The block types of a screen definition, in one table. For each type it says which of
 * its properties hold settings keys, name an action, a block widget or a portal route,
 * hold conditions or other json-logic, and hold child blocks (a list, a map of lists by
 * case, or items such as a wizard's steps with their own keys, conditions and blocks).
 * The definition check, the child walk, portal-lint and the render table
 * (react/blockComponents.tsx) read it, and a test holds schemas/screen.schema.json
 * against it. No React here: the lint tool loads this file as it is.
 */
import type { Block, BlockOf, BlockType } from './definition';

/** The names of T's properties (optional ones too) whose values are of type V. */
type PropsOf<T, V> = { [K in keyof T & string]-?: NonNullable<T[K]> extends V ? K : never }[keyof T & string];

/** The item type of T's properties that hold lists of objects other than blocks (a wizard's steps). */
type ItemChild<T> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends readonly (infer I)[]
    ? [I] extends [Block]
      ? never
      : { items: K; item: PartSpec<I> }
    : never;
}[keyof T & string];

/** Where a part holds child blocks. */
export type ChildSpec<T> =
  | { list: PropsOf<T, readonly Block[]> }
  | { map: PropsOf<T, Readonly<Record<string, readonly Block[]>>> }
  | ItemChild<T>;

/** What the properties of a block (or of an item inside one, such as a wizard step) hold. */
export interface PartSpec<T> {
  /** A settings key (group.key). */
  keys?: readonly PropsOf<T, string>[];
  /** The name of an action in the action registry. */
  actions?: readonly PropsOf<T, string>[];
  /** The name of a block widget in the block registry. */
  widgets?: readonly PropsOf<T, string>[];
  /** A portal route. */
  routes?: readonly PropsOf<T, string>[];
  /** A json-logic condition (besides visibleWhen and hiddenWhen, which every block has). */
  conditions?: readonly (keyof T & string)[];
  /** A json-logic expression giving a value. */
  values?: readonly (keyof T & string)[];
  /** A map of names to json-logic expressions giving values (a text's params, a widget's props). */
  valueMaps?: readonly PropsOf<T, Readonly<Record<string, unknown>>>[];
  /** Child blocks. */
  children?: readonly ChildSpec<T>[];
}

export type BlockTable = { readonly [T in BlockType]: PartSpec<BlockOf<T>> };

/** The conditions every block may have. */
export const BLOCK_CONDITIONS = ['visibleWhen', 'hiddenWhen'] as const;

/** One row per block type; the order is the one portal-lint lists them in. */
export const BLOCK_TABLE: BlockTable = {
  heading: { keys: ['text'], valueMaps: ['params'] },
  text: { keys: ['text'], valueMaps: ['params'] },
  richText: { keys: ['text'] },
  banner: { keys: ['text'], valueMaps: ['params'] },
  link: { keys: ['text', 'href'], routes: ['to'] },
  image: { keys: ['src', 'alt'] },
  brand: { keys: ['logo', 'name', 'alt', 'width', 'height'] },
  backdrop: { keys: ['src'] },
  form: { keys: ['submit'], actions: ['action'], conditions: ['enabledWhen', 'disabledWhen'] },
  widget: { widgets: ['name'], valueMaps: ['props'] },
  section: { keys: ['heading'], conditions: ['collapsed'], children: [{ list: 'blocks' }] },
  wizard: {
    keys: ['label'],
    actions: ['beforeStep'],
    children: [
      {
        items: 'steps',
        item: { keys: ['title'], conditions: ['includedWhen'], children: [{ list: 'blocks' }] },
      },
    ],
  },
  button: { keys: ['text'], actions: ['action'] },
  switch: { values: ['on'], children: [{ map: 'cases' }] },
};

/** A row as walkers read it: every list present, plain property names. */
export interface PartView {
  keys: readonly string[];
  actions: readonly string[];
  widgets: readonly string[];
  routes: readonly string[];
  conditions: readonly string[];
  values: readonly string[];
  valueMaps: readonly string[];
  children: readonly ChildView[];
}

export type ChildView = { list: string } | { map: string } | { items: string; item: PartView };

/** Any row, its property names as plain strings. */
type LooseSpec = Partial<Omit<PartView, 'children'>> & { children?: readonly LooseChild[] };
type LooseChild = { list: string } | { map: string } | { items: string; item: LooseSpec };

function viewOf(spec: LooseSpec, extraConditions: readonly string[] = []): PartView {
  return {
    keys: spec.keys ?? [],
    actions: spec.actions ?? [],
    widgets: spec.widgets ?? [],
    routes: spec.routes ?? [],
    conditions: [...extraConditions, ...(spec.conditions ?? [])],
    values: spec.values ?? [],
    valueMaps: spec.valueMaps ?? [],
    children: (spec.children ?? []).map((child) =>
      'items' in child ? { items: child.items, item: viewOf(child.item) } : child,
    ),
  };
}

const VIEWS: ReadonlyMap<string, PartView> = new Map(
  Object.entries<LooseSpec>(BLOCK_TABLE).map(([type, spec]) => [type, viewOf(spec, BLOCK_CONDITIONS)]),
);

export const BLOCK_TYPES: ReadonlySet<string> = new Set(VIEWS.keys());

/** The row of a block type, with the conditions every block has; undefined for a type the renderer does not know. */
export function blockView(type: unknown): PartView | undefined {
  return typeof type === 'string' ? VIEWS.get(type) : undefined;
}

type Part = Readonly<Record<string, unknown>>;

function childLists(part: Part, view: PartView): unknown[] {
  return view.children.flatMap((child) => {
    if ('list' in child) return [part[child.list] ?? []];
    if ('map' in child) return Object.values((part[child.map] as Part | undefined) ?? {});
    return ((part[child.items] as Part[] | undefined) ?? []).flatMap((item) => childLists(item, child.item));
  });
}

/** The blocks a (checked) block holds: a section's, every step's of a wizard, every case's of a switch. */
export function childBlocks(block: Block): readonly Block[] {
  const view = blockView(block.type);
  return view ? (childLists(block as unknown as Part, view).flat() as Block[]) : [];
}
