/**
 * Structural checks of a screen definition that the renderer relies on: block types,
 * settings keys, conditions, and registered widget, block and action names. Returns
 * every issue with its JSON path; the renderer stops at the first, the lint tool
 * reports them all.
 */
import {
  BLOCK_TYPES,
  type Block,
  type FieldDefinition,
  type FormBlock,
  type ScreenDefinition,
} from '../definition';
import { findLogicIssues, type Logic } from '../logic';
import type { Settings } from '../settings';
import { isSettingsKey } from '../settings';
import type { KnownNames } from './names';

export interface DefinitionIssue {
  path: string;
  message: string;
}

const CONDITION_KEYS = ['visibleWhen', 'hiddenWhen', 'enabledWhen', 'disabledWhen'] as const;

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

  conditions(item: object, path: string) {
    for (const name of CONDITION_KEYS) {
      if (Object.hasOwn(item, name)) this.logic((item as Record<string, Logic>)[name], `${path}/${name}`);
    }
  }

  blocks(blocks: unknown, path: string) {
    if (!Array.isArray(blocks)) {
      this.add(path, 'blocks must be a list');
      return;
    }
    blocks.forEach((block: Block, index) => this.block(block, `${path}/${index}`));
  }

  block(block: Block, path: string) {
    if (typeof block !== 'object' || block === null || !BLOCK_TYPES.has(block.type)) {
      this.add(`${path}/type`, `unknown block type ${JSON.stringify((block as { type?: unknown })?.type)}`);
      return;
    }
    this.conditions(block, path);
    switch (block.type) {
      case 'heading':
      case 'text':
      case 'banner':
        this.key(block.text, `${path}/text`);
        for (const [name, value] of Object.entries(block.params ?? {}))
          this.logic(value, `${path}/params/${name}`);
        break;
      case 'richText':
        this.key(block.text, `${path}/text`);
        break;
      case 'link':
        this.key(block.text, `${path}/text`);
        this.key(block.href, `${path}/href`);
        if (!block.to && !block.href) this.add(path, 'a link needs "to" or "href"');
        break;
      case 'image':
        this.key(block.src, `${path}/src`);
        this.key(block.alt, `${path}/alt`);
        break;
      case 'widget':
        if (!this.names.blocks.has(block.name))
          this.add(`${path}/name`, `unknown block widget "${block.name}"`);
        for (const [name, value] of Object.entries(block.props ?? {}))
          this.logic(value, `${path}/props/${name}`);
        break;
      case 'button':
        this.key(block.text, `${path}/text`);
        if (!this.names.actions.has(block.action))
          this.add(`${path}/action`, `unknown action "${block.action}"`);
        break;
      case 'section':
        this.key(block.heading, `${path}/heading`);
        this.blocks(block.blocks, `${path}/blocks`);
        break;
      case 'wizard':
        this.key(block.label, `${path}/label`);
        if (block.beforeStep !== undefined && !this.names.actions.has(block.beforeStep))
          this.add(`${path}/beforeStep`, `unknown action "${block.beforeStep}"`);
        block.steps.forEach((step, index) => {
          const at = `${path}/steps/${index}`;
          this.key(step.title, `${at}/title`);
          if (Object.hasOwn(step, 'includedWhen')) this.logic(step.includedWhen!, `${at}/includedWhen`);
          this.blocks(step.blocks, `${at}/blocks`);
        });
        if (new Set(block.steps.map((step) => step.id)).size !== block.steps.length)
          this.add(`${path}/steps`, 'two steps have the same id');
        break;
      case 'form':
        this.form(block, path);
        break;
    }
  }

  form(form: FormBlock, path: string) {
    this.key(form.submit, `${path}/submit`);
    if (!this.names.actions.has(form.action)) this.add(`${path}/action`, `unknown action "${form.action}"`);
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
    this.conditions(field, path);
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
