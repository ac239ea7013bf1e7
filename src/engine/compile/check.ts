/**
 * Structural checks of a screen definition that the renderer relies on: block types,
 * settings keys, conditions, and registered widget, block and action names. What each
 * block's properties hold comes from the block table (blockTypes.ts); the checks the
 * table cannot say (a form's fields, a link's target, a wizard's step ids) follow it.
 * Returns every issue with its JSON path; the renderer stops at the first, the lint tool
 * reports them all.
 */
import { blockView, type PartView } from '../blockTypes';
import type { FieldDefinition, FormBlock, LinkBlock, ScreenDefinition, WizardBlock } from '../definition';
import { findLogicIssues, type Logic } from '../logic';
import type { Settings } from '../settings';
import { isSettingsKey } from '../settings';
import type { KnownNames } from './names';

export interface DefinitionIssue {
  path: string;
  message: string;
}

const FIELD_CONDITIONS = ['visibleWhen', 'hiddenWhen', 'enabledWhen', 'disabledWhen'] as const;

type Part = Record<string, unknown>;

function isPart(value: unknown): value is Part {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Checker {
  readonly issues: DefinitionIssue[] = [];
  constructor(
    private readonly names: KnownNames,
    private readonly settings: Pick<Settings, 'declares'>,
  ) {}

  add(path: string, message: string) {
    this.issues.push({ path, message });
  }

  key(value: unknown, path: string) {
    if (value === undefined) return;
    if (typeof value !== 'string' || !isSettingsKey(value)) {
      this.add(path, `settings key ${JSON.stringify(value)} is not of the form group.key`);
    } else if (!this.settings.declares(value)) {
      this.add(path, `settings key "${value}" is not declared in schemas/settings.schema.json`);
    }
  }

  logic(value: Logic, path: string) {
    for (const issue of findLogicIssues(value)) this.add(path + issue.path, issue.message);
  }

  conditions(item: object, names: readonly string[], path: string) {
    for (const name of names) {
      if (Object.hasOwn(item, name)) this.logic((item as Record<string, Logic>)[name], `${path}/${name}`);
    }
  }

  name(value: unknown, known: ReadonlySet<string>, what: string, path: string) {
    if (value !== undefined && !known.has(value as string))
      this.add(path, `unknown ${what} "${String(value)}"`);
  }

  blocks(blocks: unknown, path: string) {
    if (!Array.isArray(blocks)) {
      this.add(path, 'blocks must be a list');
      return;
    }
    blocks.forEach((block: unknown, index) => this.block(block, `${path}/${index}`));
  }

  block(block: unknown, path: string) {
    const view = isPart(block) ? blockView(block.type) : undefined;
    if (!isPart(block) || !view) {
      this.add(
        `${path}/type`,
        `unknown block type ${JSON.stringify(isPart(block) ? block.type : undefined)}`,
      );
      return;
    }
    this.part(block, view, path);
    if (block.type === 'link') this.link(block as unknown as LinkBlock, path);
    if (block.type === 'wizard') this.wizard(block as unknown as WizardBlock, path);
    if (block.type === 'form') this.form(block as unknown as FormBlock, path);
  }

  /** What the table says of a block or an item inside one (a wizard step), in this order. */
  part(part: Part, view: PartView, path: string) {
    this.conditions(part, view.conditions, path);
    for (const name of view.keys) this.key(part[name], `${path}/${name}`);
    for (const name of view.actions) this.name(part[name], this.names.actions, 'action', `${path}/${name}`);
    for (const name of view.widgets)
      this.name(part[name], this.names.blocks, 'block widget', `${path}/${name}`);
    this.conditions(part, view.values, path);
    for (const name of view.valueMaps) {
      for (const [entry, value] of Object.entries((part[name] as Part | undefined) ?? {}))
        this.logic(value, `${path}/${name}/${entry}`);
    }
    for (const child of view.children) {
      if ('list' in child) this.blocks(part[child.list], `${path}/${child.list}`);
      else if ('map' in child) this.cases(part[child.map], child.map, `${path}/${child.map}`);
      else this.items(part[child.items], child.items, child.item, `${path}/${child.items}`);
    }
  }

  cases(cases: unknown, name: string, path: string) {
    if (!isPart(cases)) {
      this.add(path, `${name} must be an object of block lists`);
      return;
    }
    for (const [key, blocks] of Object.entries(cases)) this.blocks(blocks, `${path}/${key}`);
  }

  items(items: unknown, name: string, view: PartView, path: string) {
    if (!Array.isArray(items)) {
      this.add(path, `${name} must be a list`);
      return;
    }
    items.forEach((item: unknown, index) => {
      if (isPart(item)) this.part(item, view, `${path}/${index}`);
      else this.add(`${path}/${index}`, `${name} must hold objects`);
    });
  }

  link(link: LinkBlock, path: string) {
    if (!link.to && !link.href) this.add(path, 'a link needs "to" or "href"');
  }

  wizard(wizard: WizardBlock, path: string) {
    if (!Array.isArray(wizard.steps)) return;
    if (new Set(wizard.steps.map((step) => step?.id)).size !== wizard.steps.length)
      this.add(`${path}/steps`, 'two steps have the same id');
  }

  /** A form's fields against its schema (its submit key and action are the table's). */
  form(form: FormBlock, path: string) {
    const merged = allOfIn(form.schema, `${path}/schema`);
    if (merged) {
      // The build leaves rjsf's allOf merging out (src/shims/rjsf-shallow-all-of-merge.ts).
      this.add(
        merged,
        'allOf is not supported in a form schema: state conditions as json-logic on the fields',
      );
    }
    const properties = form.schema?.properties ?? {};
    for (const [name, field] of Object.entries(form.fields ?? {})) {
      const fieldPath = `${path}/fields/${name}`;
      if (!Object.hasOwn(properties, name))
        this.add(fieldPath, `field "${name}" is not a property of the form's schema`);
      this.field(field, fieldPath, properties);
    }
    for (const name of form.schema?.required ?? []) {
      if (!Object.hasOwn(form.fields ?? {}, name))
        this.add(`${path}/schema/required`, `required property "${name}" has no field`);
    }
  }

  field(field: FieldDefinition, path: string, properties: Record<string, unknown>) {
    this.key(field.label, `${path}/label`);
    this.key(field.placeholder, `${path}/placeholder`);
    this.key(field.help, `${path}/help`);
    if (field.widget !== undefined && !this.names.widgets.has(field.widget)) {
      this.add(`${path}/widget`, `unknown widget "${field.widget}"`);
    }
    this.conditions(field, FIELD_CONDITIONS, path);
    for (const [name, value] of Object.entries(field.options ?? {}))
      this.logic(value, `${path}/options/${name}`);
    for (const [name, value] of Object.entries(field.messages ?? {}))
      this.key(value, `${path}/messages/${name}`);
    for (const [name, value] of Object.entries(field.choices ?? {}))
      this.key(value, `${path}/choices/${name}`);
    const { sameAs, ...constraints } = field.constraints ?? {};
    for (const [name, value] of Object.entries(constraints)) this.logic(value, `${path}/constraints/${name}`);
    if (typeof constraints.check === 'string' && !this.names.checks.has(constraints.check))
      this.add(`${path}/constraints/check`, `unknown field check "${constraints.check}"`);
    if (sameAs !== undefined && !Object.hasOwn(properties, sameAs)) {
      this.add(
        `${path}/constraints/sameAs`,
        `sameAs refers to "${sameAs}", which is not a field of this form`,
      );
    }
  }
}

/** The JSON path of the first allOf in a schema, if it has one. */
function allOfIn(schema: unknown, path: string): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'allOf') return `${path}/allOf`;
    const found = allOfIn(value, `${path}/${key}`);
    if (found) return found;
  }
  return undefined;
}

export function checkScreen(
  definition: ScreenDefinition,
  names: KnownNames,
  settings: Pick<Settings, 'declares'>,
): DefinitionIssue[] {
  const checker = new Checker(names, settings);
  checker.key(definition.title, '/title');
  if (Object.hasOwn(definition, 'availableWhen')) checker.logic(definition.availableWhen!, '/availableWhen');
  checker.blocks(definition.blocks, '/blocks');
  return checker.issues;
}
