/**
 * Build stand-in for @rjsf/core's getDefaultRegistry (see vite.config.ts). rjsf's Form merges the
 * theme's fields, templates and widgets over the registry this module returns, and rjsf's own
 * module imports every field, template and widget rjsf ships (arrays, anyOf/oneOf, layout grids,
 * file, colour, rating, alt-date …), so all of them travelled in the engine chunk of every route,
 * the login route's included (about 15 kB gzip). Portal forms are objects of strings, booleans
 * and numbers, drawn by the theme's templates (src/widgets/theme) and the widget registry's
 * widgets (src/widgets/registry.ts). What they still take from rjsf is kept here: the fields
 * SchemaField and ObjectField dispatch to by schema type, FallbackField and the
 * UnsupportedFieldTemplate it renders for any other type, and the hidden widget a field that is
 * not shown gets. The theme's SubmitButton is the only button a form draws.
 *
 * A schema beyond that still gives a clear result rather than a crash: an array or unknown type
 * goes to FallbackField ("Unsupported field schema for field …: Unknown field type array"); the
 * fields rjsf looks up by name for anyOf/oneOf, a recursive $ref and optional-data controls are
 * stand-ins that render the same template with the reason. The test beside fast-uri's
 * (tests/unit/shims/rjsfDefaultRegistry.test.tsx) holds this list to rjsf's own registry and to
 * the screen definitions. Dev pre-bundles rjsf and tests run it with its full registry.
 */
import BooleanField from '@rjsf/core/lib/components/fields/BooleanField.js';
import FallbackField from '@rjsf/core/lib/components/fields/FallbackField.js';
import NullField from '@rjsf/core/lib/components/fields/NullField.js';
import NumberField from '@rjsf/core/lib/components/fields/NumberField.js';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';
import SchemaField from '@rjsf/core/lib/components/fields/SchemaField.js';
import StringField from '@rjsf/core/lib/components/fields/StringField.js';
import UnsupportedField from '@rjsf/core/lib/components/templates/UnsupportedField.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import {
  DEFAULT_ID_PREFIX,
  DEFAULT_ID_SEPARATOR,
  englishStringTranslator,
  getTemplate,
  getUiOptions,
  type Field,
  type FieldProps,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type TemplatesType,
} from '@rjsf/utils';

/** A field rjsf looks up by name for a schema portal forms do not support: says so, with why. */
function unsupported(reason: string): Field {
  function UnsupportedSchemaField({ schema, fieldPathId, uiSchema, registry }: FieldProps) {
    const Template = getTemplate('UnsupportedFieldTemplate', registry, getUiOptions(uiSchema));
    return <Template schema={schema} fieldPathId={fieldPathId} reason={reason} registry={registry} />;
  }
  return UnsupportedSchemaField;
}

/** The registry as the shim gives it: rjsf's own type with the omitted entries left out. */
export interface ShimRegistry extends Omit<Registry, 'schemaUtils' | 'templates'> {
  templates: Partial<TemplatesType>;
}

export default function getDefaultRegistry(): ShimRegistry {
  const fields: RegistryFieldsType = {
    SchemaField,
    ObjectField,
    StringField,
    BooleanField,
    NumberField,
    NullField,
    FallbackField,
    AnyOfField: unsupported('anyOf is not supported in portal forms'),
    OneOfField: unsupported('oneOf is not supported in portal forms'),
    CyclicSchemaField: unsupported('a recursive $ref is not supported in portal forms'),
    OptionalDataControlsField: unsupported('optional data controls are not supported in portal forms'),
  };
  const widgets: RegistryWidgetsType = { HiddenWidget };
  return {
    fields,
    templates: {
      UnsupportedFieldTemplate: UnsupportedField,
      ButtonTemplates: {} as TemplatesType['ButtonTemplates'],
    },
    widgets,
    rootSchema: {},
    formContext: {},
    translateString: englishStringTranslator,
    globalFormOptions: {
      idPrefix: DEFAULT_ID_PREFIX,
      idSeparator: DEFAULT_ID_SEPARATOR,
      useFallbackUiForUnsupportedType: false,
    },
  };
}
