/** Every rule, sorted by id. A rule is one file in this folder. */
import type { Rule } from '../types.ts';
import { definitionUnknownAction } from './definition-unknown-action.ts';
import { definitionUnknownBlockType } from './definition-unknown-block-type.ts';
import { definitionUnknownWidget } from './definition-unknown-widget.ts';
import { formFields } from './form-fields.ts';
import { formSchemaCompile } from './form-schema-compile.ts';
import { jsonInvalid } from './json-invalid.ts';
import { linksUnknownRoute } from './links-unknown-route.ts';
import { schemaMismatch } from './schema-mismatch.ts';
import { screensDuplicate } from './screens-duplicate.ts';
import { settingsKeyFormat } from './settings-key-format.ts';
import { settingsUnknownKey } from './settings-unknown-key.ts';

export const rules: readonly Rule[] = [
  definitionUnknownAction,
  definitionUnknownBlockType,
  definitionUnknownWidget,
  formFields,
  formSchemaCompile,
  jsonInvalid,
  linksUnknownRoute,
  schemaMismatch,
  screensDuplicate,
  settingsKeyFormat,
  settingsUnknownKey,
].sort((a, b) => a.id.localeCompare(b.id));
