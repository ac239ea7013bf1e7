/** Every rule, sorted by id. A rule is one file in this folder. */
import type { Rule } from '../types.ts';
import { catalogueEntry } from './catalogue-entry.ts';
import { definitionUnknownAction } from './definition-unknown-action.ts';
import { definitionUnknownCheck } from './definition-unknown-check.ts';
import { definitionUnknownBlockType } from './definition-unknown-block-type.ts';
import { definitionUnknownWidget } from './definition-unknown-widget.ts';
import { formFieldMessages } from './form-field-messages.ts';
import { formFields } from './form-fields.ts';
import { formNeverVisible } from './form-never-visible.ts';
import { formSchemaCompile } from './form-schema-compile.ts';
import { jsonInvalid } from './json-invalid.ts';
import { linksUnknownRoute } from './links-unknown-route.ts';
import { logicConstantCondition } from './logic-constant-condition.ts';
import { logicUnknownOperator } from './logic-unknown-operator.ts';
import { logicUnknownRule } from './logic-unknown-rule.ts';
import { logicUnknownVar } from './logic-unknown-var.ts';
import { maskInvalid } from './mask-invalid.ts';
import { maskSchemaMismatch } from './mask-schema-mismatch.ts';
import { menuUnknownRoute } from './menu-unknown-route.ts';
import { optionsUnknownOption } from './options-unknown-option.ts';
import { optionsValue } from './options-value.ts';
import { rulesDuplicateName } from './rules-duplicate-name.ts';
import { schemaCompile } from './schema-compile.ts';
import { schemaMismatch } from './schema-mismatch.ts';
import { screensDuplicate } from './screens-duplicate.ts';
import { settingsFileAgreement } from './settings-file-agreement.ts';
import { settingsFileUnknownEntry } from './settings-file-unknown-entry.ts';
import { settingsFileValueType } from './settings-file-value-type.ts';
import { settingsKeyFormat } from './settings-key-format.ts';
import { settingsUnknownKey } from './settings-unknown-key.ts';
import { themeContrast } from './theme-contrast.ts';
import { translationMissing } from './translation-missing.ts';
import { translationPlaceholders } from './translation-placeholders.ts';
import { translationUnknownKey } from './translation-unknown-key.ts';
import { translationValueType } from './translation-value-type.ts';

export const rules: readonly Rule[] = [
  catalogueEntry,
  definitionUnknownAction,
  definitionUnknownBlockType,
  definitionUnknownCheck,
  definitionUnknownWidget,
  formFieldMessages,
  formFields,
  formNeverVisible,
  formSchemaCompile,
  jsonInvalid,
  linksUnknownRoute,
  logicConstantCondition,
  logicUnknownOperator,
  logicUnknownRule,
  logicUnknownVar,
  maskInvalid,
  maskSchemaMismatch,
  menuUnknownRoute,
  optionsUnknownOption,
  optionsValue,
  rulesDuplicateName,
  schemaCompile,
  schemaMismatch,
  screensDuplicate,
  settingsFileAgreement,
  settingsKeyFormat,
  settingsFileUnknownEntry,
  settingsUnknownKey,
  settingsFileValueType,
  themeContrast,
  translationMissing,
  translationPlaceholders,
  translationUnknownKey,
  translationValueType,
].sort((a, b) => a.id.localeCompare(b.id));
