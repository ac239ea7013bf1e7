/**
 * The form's top-level object field, rendering each property from the definition's own,
 * unchanging schema.
 *
 * rjsf's ObjectField re-resolves the schema from the form data on every change, so each
 * property receives a new (equal) schema object and all fields re-render on every
 * keystroke. Portal form schemas are static: without conditional keywords the resolved
 * schema equals the definition's, so each property here gets the same schema, uiSchema
 * and value objects until they really change, and its memo skips it. Nested objects and
 * conditional schemas still go through rjsf's ObjectField.
 */
import { getDefaultRegistry } from '@rjsf/core';
import {
  getUiOptions,
  orderProperties,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathId,
  type FieldPathList,
  type FieldProps,
  type RJSFSchema,
  type Registry,
  type UiSchema,
} from '@rjsf/utils';
import { createContext, memo, use, useMemo, type ReactElement } from 'react';
import { isPlainString, PlainStringField, type PlainStringFieldProps } from './PlainStringField';

const ObjectField = getDefaultRegistry().fields.ObjectField!;

const CONDITIONAL = [
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'dependencies',
  'dependentSchemas',
  'dependentRequired',
  'additionalProperties',
];

/** Whether a form's schema is static: its resolved schema is the definition's, whatever the values. */
export function isStaticSchema(schema: RJSFSchema): boolean {
  return !CONDITIONAL.some((keyword) => keyword in schema);
}

/**
 * The uiSchemas of a static form's fields, given beside rjsf rather than through it. FormBlock
 * gives rjsf's Form only the form-wide entries, which do not change, so a condition that hides or
 * shows fields re-renders this field and those fields, not the Form: every change of the Form's
 * props makes it derive its state again from the whole schema. Without it, they are in the
 * uiSchema rjsf passes.
 */
export const FieldUis = createContext<UiSchema | undefined>(undefined);

/** Additional (renamable) properties do not exist in static schemas; these handlers never run. */
const none = () => {};

/** A property as SchemaField takes it: a plain text field's props, with its errors and parent path instead. */
interface PropertyProps extends Omit<PlainStringFieldProps, 'fieldPathId' | 'rawErrors'> {
  errorSchema: ErrorSchema | undefined;
  parentPath: FieldPathList;
}

const Property = memo(function Property({ name, parentPath, registry, ...field }: PropertyProps) {
  const SchemaField = registry.fields.SchemaField!;
  const fieldPathId = useMemo(
    () => toFieldPathId(name, registry.globalFormOptions, parentPath),
    [name, registry.globalFormOptions, parentPath],
  );
  return (
    <SchemaField
      {...field}
      name={name}
      fieldPathId={fieldPathId}
      registry={registry}
      wasPropertyKeyModified={false}
      onKeyRename={none}
      onKeyRenameBlur={none}
      onRemoveProperty={none}
    />
  );
});

/**
 * Each top-level property's path id, by the form's id prefix and separator: the same for every
 * form with those options, so a screen mounted again (a new rjsf registry) makes none.
 */
const pathIds = new Map<string, { separator: string; ids: Map<string, FieldPathId> }>();

function pathIdOf(registry: Registry, name: string, parent: FieldPathList): FieldPathId {
  const options = registry.globalFormOptions;
  if (parent.length !== 0 || options.nameGenerator) return toFieldPathId(name, options, parent);
  let known = pathIds.get(options.idPrefix);
  if (known?.separator !== options.idSeparator) {
    known = { separator: options.idSeparator, ids: new Map() };
    pathIds.set(options.idPrefix, known);
  }
  let id = known.ids.get(name);
  if (!id) known.ids.set(name, (id = toFieldPathId(name, options, parent)));
  return id;
}

interface Layout {
  order: unknown;
  names: string[];
  required: ReadonlySet<string>;
}

/** Property order and required names, worked out once per schema and ui:order. */
const layouts = new WeakMap<RJSFSchema, Layout>();

function layoutOf(root: RJSFSchema, order: unknown): Layout {
  const known = layouts.get(root);
  if (known && known.order === order) return known;
  const names = orderProperties(Object.keys(root.properties ?? {}), Array.isArray(order) ? order : undefined);
  const layout = { order, names, required: new Set(root.required ?? []) };
  layouts.set(root, layout);
  return layout;
}

interface Entry {
  inputs: readonly unknown[];
  item: {
    name: string;
    disabled: boolean;
    readonly: boolean;
    required: boolean;
    hidden: boolean;
    content: ReactElement;
  };
}

/**
 * The property entries of each form (by its registry, one per rjsf Form), reused while
 * their inputs are identical: React then skips an unchanged field without even comparing
 * its props, and a keystroke allocates one element instead of one per field.
 */
const entries = new WeakMap<Registry, Map<string, Entry>>();

function same(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.every((value, index) => Object.is(value, b[index]));
}

export function StableObjectField(props: FieldProps) {
  const {
    fieldPathId,
    registry,
    uiSchema = {},
    formData,
    errorSchema,
    disabled = false,
    readonly = false,
    hideError,
  } = props;
  const { onChange, onBlur, onFocus } = props;
  const root = registry.rootSchema;
  if (fieldPathId.path.length !== 0 || !isStaticSchema(root)) return <ObjectField {...props} />;
  const fieldUis = use(FieldUis) ?? uiSchema;

  const Template = registry.templates.ObjectFieldTemplate;
  const schemaProperties = (root.properties ?? {}) as Record<string, RJSFSchema>;
  const { names, required } = layoutOf(root, getUiOptions(uiSchema).order);
  const values = (formData ?? {}) as Record<string, unknown>;
  const errors = errorSchema as Record<string, ErrorSchema | undefined> | undefined;
  let cache = entries.get(registry);
  if (!cache) entries.set(registry, (cache = new Map()));

  const properties = names.map((name) => {
    const fieldUi = fieldUis[name] as UiSchema | undefined;
    const inputs = [
      fieldUi,
      errors?.[name],
      values[name],
      disabled,
      readonly,
      hideError,
      onChange,
      onBlur,
      onFocus,
      fieldPathId.path,
    ];
    const known = cache.get(name);
    if (known && same(known.inputs, inputs)) return known.item;
    const schema = schemaProperties[name]!;
    // What a plain text field and any other property are both given.
    const shared = {
      name,
      schema,
      uiSchema: fieldUi,
      formData: values[name],
      required: required.has(name),
      disabled,
      readonly,
      hideError,
      onChange,
      onBlur,
      onFocus,
      registry,
    };
    const item = {
      name,
      disabled,
      readonly,
      required: required.has(name),
      hidden: fieldUi?.['ui:widget'] === 'hidden',
      content: isPlainString(schema, fieldUi) ? (
        <PlainStringField
          key={name}
          {...shared}
          fieldPathId={pathIdOf(registry, name, fieldPathId.path)}
          rawErrors={errors?.[name]?.__errors}
        />
      ) : (
        <Property key={name} {...shared} errorSchema={errors?.[name]} parentPath={fieldPathId.path} />
      ),
    };
    cache.set(name, { inputs, item });
    return item;
  });
  return (
    <Template
      title=""
      properties={properties}
      required={props.required}
      disabled={disabled}
      readonly={readonly}
      fieldPathId={fieldPathId}
      uiSchema={uiSchema}
      errorSchema={errorSchema}
      schema={root}
      formData={formData}
      registry={registry}
      onAddProperty={none}
    />
  );
}

export const fields = { ObjectField: StableObjectField };
