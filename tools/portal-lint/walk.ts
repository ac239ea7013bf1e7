/**
 * Where things are in a screen definition or rules file: blocks, form fields, settings
 * keys and conditions, each with its JSON path. What each block type's properties hold,
 * and where it holds child blocks, is the engine's block table (src/engine/blockTypes.ts).
 * Definitions may be malformed, so every step checks what it walks into.
 */
import { BLOCK_TYPES, blockView, type PartView } from '../../src/engine/blockTypes.ts';
import type { JsonPath } from './types.ts';

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface BlockAt {
  block: Json;
  path: JsonPath;
}

/** A block, or an item inside one (a wizard's step), with what the block table says its properties hold. */
export interface PartAt {
  part: Json;
  view: PartView;
  path: JsonPath;
  isBlock: boolean;
}

const views = [...BLOCK_TYPES].map((type) => blockView(type)!);
const every = (list: (view: PartView) => readonly string[]) => [...new Set(views.flatMap(list))];

/** A block of a type the renderer does not know: every property some block type gives a meaning to. */
const UNKNOWN_TYPE: PartView = {
  keys: every((view) => view.keys),
  actions: [],
  widgets: [],
  routes: [],
  conditions: every((view) => view.conditions),
  values: every((view) => view.values),
  valueMaps: every((view) => view.valueMaps),
  children: [],
};

function* partAndInside(part: Json, view: PartView, path: JsonPath, isBlock: boolean): Generator<PartAt> {
  yield { part, view, path, isBlock };
  for (const child of view.children) {
    if ('list' in child) yield* blockList(part[child.list], [...path, child.list]);
    else if ('map' in child) {
      const cases = part[child.map];
      if (isRecord(cases))
        for (const [name, blocks] of Object.entries(cases))
          yield* blockList(blocks, [...path, child.map, name]);
    } else {
      const items = part[child.items];
      if (!Array.isArray(items)) continue;
      for (const [index, item] of items.entries())
        if (isRecord(item)) yield* partAndInside(item, child.item, [...path, child.items, index], false);
    }
  }
}

function* blockList(blocks: unknown, path: JsonPath): Generator<PartAt> {
  if (!Array.isArray(blocks)) return;
  for (const [index, block] of blocks.entries()) {
    if (isRecord(block))
      yield* partAndInside(block, blockView(block.type) ?? UNKNOWN_TYPE, [...path, index], true);
  }
}

/** Every block of a definition and every item inside one, in document order. */
export function* partsOf(definition: unknown): Generator<PartAt> {
  if (isRecord(definition)) yield* blockList(definition.blocks, ['blocks']);
}

export function* blocksOf(definition: unknown): Generator<BlockAt> {
  for (const { part, path, isBlock } of partsOf(definition)) if (isBlock) yield { block: part, path };
}

export interface FormAt {
  form: Json;
  path: JsonPath;
  properties: Json;
  required: readonly string[];
  fields: Json;
}

export function* formsOf(definition: unknown): Generator<FormAt> {
  for (const { block, path } of blocksOf(definition)) {
    if (block.type !== 'form') continue;
    const schema = isRecord(block.schema) ? block.schema : {};
    const required = Array.isArray(schema.required)
      ? schema.required.filter((name) => typeof name === 'string')
      : [];
    yield {
      form: block,
      path,
      properties: isRecord(schema.properties) ? schema.properties : {},
      required,
      fields: isRecord(block.fields) ? block.fields : {},
    };
  }
}

export interface FieldAt {
  form: FormAt;
  name: string;
  field: Json;
  path: JsonPath;
}

export function* fieldsOf(definition: unknown): Generator<FieldAt> {
  for (const form of formsOf(definition)) {
    for (const [name, field] of Object.entries(form.fields)) {
      if (isRecord(field)) yield { form, name, field, path: [...form.path, 'fields', name] };
    }
  }
}

/** A place that holds a settings key. */
export interface KeyAt {
  key: unknown;
  path: JsonPath;
}

const FIELD_KEYS = ['label', 'placeholder', 'help'];

export function* keysOf(definition: unknown): Generator<KeyAt> {
  if (isRecord(definition) && 'title' in definition) yield { key: definition.title, path: ['title'] };
  for (const { part, view, path } of partsOf(definition)) {
    for (const name of view.keys) if (name in part) yield { key: part[name], path: [...path, name] };
  }
  for (const { field, path } of fieldsOf(definition)) {
    for (const name of FIELD_KEYS) if (name in field) yield { key: field[name], path: [...path, name] };
    for (const group of ['messages', 'choices'] as const) {
      const map = field[group];
      if (isRecord(map))
        for (const [name, key] of Object.entries(map)) yield { key, path: [...path, group, name] };
    }
  }
  for (const { logic, path } of conditionsOf(definition)) {
    for (const node of logicNodes(logic, path)) {
      if (node.operator === 'flag' || node.operator === 'setting') {
        const [key] = node.args;
        const at = [...node.path, node.operator];
        yield { key, path: Array.isArray(node.value) ? [...at, 0] : at };
      }
    }
  }
}

/** A json-logic expression, and the form it belongs to when it is a field's. */
export interface ConditionAt {
  logic: unknown;
  path: JsonPath;
  form?: FormAt;
  /** Where it is used: a condition (visibleWhen …) or a value (params, options, constraints, props, rules). */
  role: 'condition' | 'value';
}

const FIELD_CONDITIONS = ['visibleWhen', 'hiddenWhen', 'enabledWhen', 'disabledWhen'];

function* valueMap(map: unknown, path: JsonPath, form?: FormAt): Generator<ConditionAt> {
  if (!isRecord(map)) return;
  for (const [name, logic] of Object.entries(map)) {
    if (isRecord(logic) || Array.isArray(logic)) yield { logic, path: [...path, name], form, role: 'value' };
  }
}

export function* conditionsOf(definition: unknown): Generator<ConditionAt> {
  if (isRecord(definition) && isRecord(definition.rules)) {
    for (const [name, rule] of Object.entries(definition.rules)) {
      if (isRecord(rule) && 'logic' in rule)
        yield { logic: rule.logic, path: ['rules', name, 'logic'], role: 'condition' };
    }
    return;
  }
  if (isRecord(definition) && 'availableWhen' in definition)
    yield { logic: definition.availableWhen, path: ['availableWhen'], role: 'condition' };
  for (const { part, view, path } of partsOf(definition)) {
    for (const name of view.conditions)
      if (name in part) yield { logic: part[name], path: [...path, name], role: 'condition' };
    for (const name of view.values)
      if (name in part) yield { logic: part[name], path: [...path, name], role: 'value' };
    for (const name of view.valueMaps) yield* valueMap(part[name], [...path, name]);
  }
  for (const { form, field, path } of fieldsOf(definition)) {
    for (const name of FIELD_CONDITIONS)
      if (name in field) yield { logic: field[name], path: [...path, name], form, role: 'condition' };
    yield* valueMap(field.options, [...path, 'options'], form);
    const { sameAs: _sameAs, ...constraints } = isRecord(field.constraints) ? field.constraints : {};
    for (const [name, logic] of Object.entries(constraints))
      yield { logic, path: [...path, 'constraints', name], form, role: 'value' };
  }
}

/** An operator node of a json-logic expression. */
export interface LogicNode {
  operator: string;
  /** The arguments as a list (a single argument is wrapped). */
  args: unknown[];
  /** The raw argument value: a list or a single value. */
  value: unknown;
  path: JsonPath;
  /** Inside the item logic of map, filter, reduce, all, none or some: var reads the item. */
  scoped: boolean;
}

const SCOPING = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);

/** Every operator node, depth first; objects with other than one key are not operators. */
export function* logicNodes(logic: unknown, path: JsonPath, scoped = false): Generator<LogicNode> {
  if (Array.isArray(logic)) {
    for (const [index, item] of logic.entries()) yield* logicNodes(item, [...path, index], scoped);
    return;
  }
  if (!isRecord(logic)) return;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return;
  const operator = keys[0]!;
  const value = logic[operator];
  const args = Array.isArray(value) ? value : [value];
  yield { operator, args, value, path, scoped };
  const at = [...path, operator];
  if (SCOPING.has(operator) && Array.isArray(value)) {
    // The first argument is evaluated in the outer scope, the second against each item;
    // reduce's third (its initial value) in the outer scope again.
    for (const [index, item] of value.entries())
      yield* logicNodes(item, [...at, index], scoped || index === 1);
  } else {
    yield* logicNodes(value, at, scoped);
  }
}
