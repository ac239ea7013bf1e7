/**
 * A top-level text property of a static form schema, rendered straight through the theme's
 * FieldTemplate and the field's widget.
 *
 * rjsf renders every property through SchemaField (which re-resolves the schema, builds the
 * description, help and error elements and picks the field component) and then StringField
 * (which picks the widget). For a plain `type: string` property (no enum, format, const or
 * composition keyword, no custom field) all of that decides the same thing every time, so this
 * component hands the template and the widget the props those two would, with a third of the
 * components and elements per field. A form of 200 fields mounts in about half the time. A field
 * a condition hides after it has been shown keeps its elements, hidden, so showing it again makes
 * none. Any other property still goes through SchemaField.
 */
import {
  getUiOptions,
  getWidget,
  type FieldPathId,
  type FieldProps,
  type RegistryWidgetsType,
  type RJSFSchema,
  type UiSchema,
  type Widget,
  type WidgetProps,
} from '@rjsf/utils';
import { useCallback, useState } from 'react';
import { jsx } from 'react/jsx-runtime';
import { sameEntries } from '../../sameEntries';
import { uiOptionsOf } from '../uiOptions';

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
/** One object for every field without a uiSchema, so that what it decides is read once. */
const NO_UI: UiSchema = {};

export function PlainStringField(props: PlainStringFieldProps) {
  const { uiSchema = NO_UI, fieldPathId, onChange } = props;
  const id = fieldPathId.$id;
  // As SchemaField and StringField pass it on: the widget reports its own id, or the field's.
  const onWidgetChange = useCallback(
    (value: unknown, errorSchema?: Parameters<FieldProps['onChange']>[2], changedId?: string) =>
      onChange(value, fieldPathId.path, errorSchema, changedId || id),
    [onChange, fieldPathId, id],
  );

  // A field once shown keeps its elements while a condition hides it (the template hides
  // them), so hiding and showing it again change one attribute instead of making its label,
  // control and error anew. A field hidden from the start is only its value, as rjsf has it.
  const asked: string | Widget = uiSchema['ui:widget'] ?? 'text';
  // (A widget may be a component: kept through functions, which useState would call.)
  const [shownAs, setShownAs] = useState(() => (asked === 'hidden' ? undefined : asked));
  if (asked !== 'hidden' && asked !== shownAs) setShownAs(() => asked);
  const kept = asked === 'hidden' && shownAs !== undefined;
  return renderField(props, kept ? keptUi(uiSchema, shownAs) : uiSchema, kept, onWidgetChange);
}

const keptUis = new WeakMap<UiSchema, { widget: string | Widget; ui: UiSchema }>();

/** A hidden field's uiSchema with the widget it was shown with: one object per uiSchema and widget. */
function keptUi(uiSchema: UiSchema, widget: string | Widget): UiSchema {
  const known = keptUis.get(uiSchema);
  if (known?.widget === widget) return known.ui;
  const ui: UiSchema = { ...uiSchema, 'ui:widget': widget };
  keptUis.set(uiSchema, { widget, ui });
  return ui;
}

/** A registry widget as rjsf keeps it: its options wrapper cached on it, its default options if any. */
type KeptWidget = Widget & { MergedWidget?: Widget; defaultProps?: { options?: object } };

/** What is read once per set of widgets: each widget's component, and each field's reading. */
interface WidgetsCache {
  widgets: RegistryWidgetsType;
  found: Map<unknown, Widget>;
  readings: WeakMap<UiSchema, Reading>;
}

const caches = new WeakMap<RegistryWidgetsType, WidgetsCache>();
let lastCache: WidgetsCache | undefined;

/**
 * The cache of these widgets: rjsf copies the engine's widgets into a new object for every form
 * it mounts, so the same widgets in a new object share the last cache, and a screen mounted again
 * reads its fields' uiSchemas no more.
 */
function cacheOf(widgets: RegistryWidgetsType): WidgetsCache {
  let cache = caches.get(widgets);
  if (!cache) {
    if (!lastCache || !sameEntries(lastCache.widgets, widgets))
      lastCache = { widgets, found: new Map(), readings: new WeakMap() };
    caches.set(widgets, (cache = lastCache));
  }
  return cache;
}

/**
 * The component for a widget (a name, or a component the uiSchema gives), once per set of
 * widgets and widget. rjsf's getWidget wraps every widget in a component that merges its default
 * options; a registry widget that has none is rendered itself, one component fewer per field.
 */
function widgetFor(schema: RJSFSchema, widget: unknown, { widgets, found: byWidget }: WidgetsCache): Widget {
  let found = byWidget.get(widget);
  if (!found) {
    const merged = getWidget(schema, widget as string | Widget, widgets);
    const own = (Object.values(widgets) as KeptWidget[]).find(
      (candidate) => candidate.MergedWidget === merged,
    );
    found = own && !own.defaultProps?.options ? own : merged;
    byWidget.set(widget, found);
  }
  return found;
}

/** What a field's uiSchema decides, read once per uiSchema object (the engine keeps one per field state). */
interface Reading {
  schema: RJSFSchema;
  globalUiOptions: FieldProps['registry']['globalUiOptions'];
  uiOptions: ReturnType<typeof getUiOptions>;
  displayLabel: boolean;
  /** The widget's own options: the ui options without the global ones, widget, placeholder and title. */
  options: ReturnType<typeof getUiOptions>;
  placeholder: string;
  title: string | undefined;
  Widget: Widget;
}

function readingOf(registry: FieldProps['registry'], schema: RJSFSchema, uiSchema: UiSchema): Reading {
  const { widgets, globalUiOptions } = registry;
  const cache = cacheOf(widgets);
  const byUi = cache.readings;
  const known = byUi.get(uiSchema);
  if (known && known.schema === schema && known.globalUiOptions === globalUiOptions) return known;
  const uiOptions = getUiOptions(uiSchema, globalUiOptions);
  // StringField reads the options without the global ones, and passes the rest to the widget.
  const { widget = 'text', placeholder = '', title, ...options } = uiOptionsOf(uiSchema);
  const reading = {
    schema,
    globalUiOptions,
    uiOptions,
    // What getDisplayLabel decides for a string without ui:field: the label option, true by default.
    displayLabel: Boolean(uiOptions.label ?? true),
    options: { ...options, enumOptions: undefined },
    placeholder: placeholder as string,
    title: title as string | undefined,
    Widget: widgetFor(schema, widget, cache),
  };
  byUi.set(uiSchema, reading);
  return reading;
}

function renderField(
  props: PlainStringFieldProps,
  uiSchema: UiSchema,
  kept: boolean,
  onWidgetChange: WidgetProps['onChange'],
) {
  const { name, schema, fieldPathId, rawErrors, formData, required, registry } = props;
  const { onChange, onBlur, onFocus } = props;
  const id = fieldPathId.$id;
  const { uiOptions, displayLabel, options, placeholder, title, Widget } = readingOf(
    registry,
    schema,
    uiSchema,
  );
  const disabled = Boolean(uiOptions.disabled ?? props.disabled);
  const readonly = Boolean(uiOptions.readonly ?? props.readonly);
  const hideError = uiOptions.hideError === undefined ? props.hideError : Boolean(uiOptions.hideError);
  const help = uiOptions.help;
  const FieldTemplate = registry.templates.FieldTemplate;

  return (
    <FieldTemplate
      id={id}
      fieldPathId={fieldPathId}
      classNames={
        rawErrors?.length && !hideError
          ? 'rjsf-field rjsf-field-string rjsf-field-error'
          : 'rjsf-field rjsf-field-string'
      }
      label={(uiOptions.title as string | undefined) || schema.title || name}
      rawDescription={(uiOptions.description as string | undefined) || schema.description || ''}
      rawHelp={typeof help === 'string' ? help : undefined}
      rawErrors={hideError ? undefined : rawErrors}
      hidden={kept || uiOptions.widget === 'hidden'}
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
      {/* The same component on every render (the hooks lint cannot see that); jsx keeps the props object. */}
      {jsx(Widget, {
        options,
        schema,
        uiSchema,
        id,
        name,
        label: title ?? schema.title ?? name,
        hideLabel: !displayLabel,
        hideError,
        value: formData,
        onChange: onWidgetChange,
        onBlur,
        onFocus,
        required,
        disabled,
        readonly,
        autofocus: Boolean(uiOptions.autofocus),
        registry,
        placeholder,
        rawErrors,
        htmlName: fieldPathId.name,
      })}
    </FieldTemplate>
  );
}
