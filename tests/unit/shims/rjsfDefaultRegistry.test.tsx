// @vitest-environment jsdom
/**
 * The build's stand-in for rjsf's default registry (src/shims/rjsf-default-registry.tsx) held to
 * rjsf's own: every entry of rjsf's registry is either kept (the same component), answered by a
 * stand-in, or omitted for a reason stated here, so an rjsf upgrade that adds, renames or
 * replaces an entry fails this test. The omitted entries are ones portal forms never reach, which
 * is checked against every screen definition, and each form of every definition renders with the
 * shim's registry in place of rjsf's (Form.getRegistry merged over it, as in the build).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import Form, { getDefaultRegistry } from '@rjsf/core';
import { getSchemaType, getWidget, type RJSFSchema } from '@rjsf/utils';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { childBlocks, type Block, type FormBlock, type ScreenDefinition } from '../../../src/engine';
import shimRegistry from '../../../src/shims/rjsf-default-registry';
import { templates as theme, widgets } from '../../../src/widgets';
import { WIDGET_NAMES } from '../../../src/widgets/names';
import { jsonFiles, readJson, SCREENS_DIR } from '../../../tools/project.ts';
import { formScreen, loadScreen } from '../../support/definitions';
import { renderScreen } from '../../support/engine';

const rjsf = getDefaultRegistry();
const shim = shimRegistry();

/** rjsf's own components the shim keeps: what SchemaField, ObjectField and Form reach with the portal's theme. */
const KEPT = {
  fields: [
    'SchemaField',
    'ObjectField',
    'StringField',
    'BooleanField',
    'NumberField',
    'NullField',
    'FallbackField',
  ],
  templates: ['UnsupportedFieldTemplate'],
  ButtonTemplates: [] as string[],
  widgets: ['HiddenWidget'],
};

/** Fields rjsf looks up by name for a schema portal forms do not support: the shim's say so instead. */
const STAND_INS = ['AnyOfField', 'OneOfField', 'CyclicSchemaField', 'OptionalDataControlsField'];

const THEME = 'the theme (src/widgets/theme) has its own';
const ARRAYS = 'arrays, which portal forms have none of (an array renders the unsupported message)';
const UI_FIELD = 'named only by a uiSchema ui:field, which the engine never sets';
const FORMAT =
  'a schema format or a widget name definitions cannot give (no format; widget names are WIDGET_NAMES)';

/**
 * rjsf's widgets a widget name leads to only when the widget registry (src/widgets/registry.ts)
 * lacks that name (getWidget looks there first): the registry's own widget answers instead.
 */
const ANSWERED: Record<string, string> = {
  TextWidget: 'text',
  PasswordWidget: 'password',
  CheckboxWidget: 'checkbox',
  RadioWidget: 'radio',
  SelectWidget: 'select',
  TextareaWidget: 'textarea',
  DateWidget: 'date',
};

/** Why each other entry of rjsf's registry is never reached. */
const OMITTED: Record<keyof typeof KEPT, Record<string, string>> = {
  fields: {
    ArrayField: ARRAYS,
    LayoutGridField: UI_FIELD,
    LayoutHeaderField: UI_FIELD,
    LayoutMultiSchemaField: UI_FIELD,
  },
  templates: {
    FieldTemplate: THEME,
    BaseInputTemplate: THEME,
    ObjectFieldTemplate: THEME,
    FieldErrorTemplate: THEME,
    FieldHelpTemplate: THEME,
    DescriptionFieldTemplate: THEME,
    TitleFieldTemplate: THEME,
    ErrorListTemplate: 'the form block passes showErrorList={false}: errors show inline',
    WrapIfAdditionalTemplate: "rjsf's FieldTemplate only (additionalProperties)",
    ArrayFieldDescriptionTemplate: ARRAYS,
    ArrayFieldItemTemplate: ARRAYS,
    ArrayFieldItemButtonsTemplate: ARRAYS,
    ArrayFieldTemplate: ARRAYS,
    ArrayFieldTitleTemplate: ARRAYS,
    MultiSchemaFieldTemplate: 'anyOf/oneOf (the stand-ins)',
    FallbackFieldTemplate: 'the useFallbackUiForUnsupportedType form option, never set',
    CyclicSchemaExpandTemplate: 'recursive $refs (the stand-in)',
    OptionalDataControlsTemplate: 'optional data controls (the stand-in)',
    GridTemplate: UI_FIELD,
  },
  ButtonTemplates: {
    SubmitButton: THEME,
    AddButton: 'arrays and additionalProperties',
    CopyButton: ARRAYS,
    MoveDownButton: ARRAYS,
    MoveUpButton: ARRAYS,
    RemoveButton: 'arrays and additionalProperties',
    ClearButton: "rjsf's BaseInputTemplate only",
  },
  widgets: {
    ...Object.fromEntries(
      Object.entries(ANSWERED).map(([name, own]) => [name, `the widget registry's own "${own}"`]),
    ),
    EmailWidget: FORMAT,
    URLWidget: FORMAT,
    FileWidget: FORMAT,
    DateTimeWidget: FORMAT,
    AltDateWidget: FORMAT,
    AltDateTimeWidget: FORMAT,
    TimeWidget: FORMAT,
    ColorWidget: FORMAT,
    UpDownWidget: FORMAT,
    RangeWidget: FORMAT,
    RatingWidget: FORMAT,
    CheckboxesWidget: ARRAYS,
  },
};

const sorted = (names: Iterable<string>) => [...names].sort();

const entries = (registry: { fields: object; templates: object; widgets: object }) => ({
  fields: registry.fields as Record<string, unknown>,
  templates: Object.fromEntries(
    Object.entries(registry.templates).filter(([name]) => name !== 'ButtonTemplates'),
  ) as Record<string, unknown>,
  ButtonTemplates: ((registry.templates as { ButtonTemplates?: object }).ButtonTemplates ?? {}) as Record<
    string,
    unknown
  >,
  widgets: registry.widgets as Record<string, unknown>,
});

const real = entries(rjsf);
const ours = entries(shim);
const KINDS = Object.keys(KEPT) as (keyof typeof KEPT)[];

function formsOf(blocks: readonly Block[], into: FormBlock[] = []): FormBlock[] {
  for (const block of blocks) {
    if (block.type === 'form') into.push(block);
    else formsOf(childBlocks(block), into);
  }
  return into;
}

const definitions = jsonFiles(SCREENS_DIR).map((file) => ({
  file,
  forms: formsOf((readJson(file) as ScreenDefinition).blocks),
}));
const forms = definitions.flatMap(({ file, forms }) =>
  forms.map((form) => ({ name: `${file.slice(file.lastIndexOf('/') + 1)} ${form.id}`, form })),
);

/** Schema keywords that lead rjsf to an omitted entry or a stand-in. */
const UNSUPPORTED_KEYWORDS = [
  'items',
  'prefixItems',
  'anyOf',
  'oneOf',
  'allOf',
  '$ref',
  'if',
  'dependencies',
  'dependentSchemas',
  'additionalProperties',
  'patternProperties',
  'format',
];

describe('the rjsf default-registry shim', () => {
  it.each(KINDS)('accounts for every %s entry of rjsf and adds none', (kind) => {
    const omitted = Object.keys(OMITTED[kind]);
    const standIns = kind === 'fields' ? STAND_INS : [];
    expect(sorted(Object.keys(real[kind]))).toEqual(sorted([...KEPT[kind], ...standIns, ...omitted]));
    expect(sorted(Object.keys(ours[kind]))).toEqual(sorted([...KEPT[kind], ...standIns]));
  });

  it.each(KINDS)("keeps rjsf's own %s", (kind) => {
    for (const name of KEPT[kind]) expect(ours[kind][name], name).toBe(real[kind][name]);
  });

  it("keeps the rest of rjsf's registry as it is", () => {
    const strip = ({ fields, templates, widgets, ...rest }: object & Record<string, unknown>) => {
      void [fields, templates, widgets];
      return rest;
    };
    expect(strip({ ...shim })).toEqual(strip({ ...rjsf }));
    expect(shim.translateString).toBe(rjsf.translateString);
  });

  it('stands in only for entries rjsf has, with components of its own', () => {
    for (const name of STAND_INS) {
      expect(real.fields[name], name).toBeDefined();
      expect(ours.fields[name], name).not.toBe(real.fields[name]);
    }
  });

  it('leaves out only what the theme and the widget registry have their own of', () => {
    const themed = (kind: 'templates' | 'ButtonTemplates') =>
      Object.entries(OMITTED[kind])
        .filter(([, why]) => why === THEME)
        .map(([name]) => name);
    const ownTemplates = entries({ fields: {}, templates: theme, widgets: {} });
    for (const name of themed('templates')) expect(ownTemplates.templates[name], name).toBeDefined();
    for (const name of themed('ButtonTemplates'))
      expect(ownTemplates.ButtonTemplates[name], name).toBeDefined();
    for (const [name, own] of Object.entries(ANSWERED)) expect(Object.keys(widgets), name).toContain(own);
  });

  describe('the screen definitions need nothing it leaves out', () => {
    it('has forms to check', () => expect(forms.length).toBeGreaterThan(10));

    it.each(forms)('$name', ({ form }) => {
      const merged = { ...ours.widgets, ...widgets } as Parameters<typeof getWidget>[2];
      /** A (sub)schema and the widget its field names, if any (nested properties have no field). */
      const check = (schema: RJSFSchema, at: string, widget?: string) => {
        expect(
          UNSUPPORTED_KEYWORDS.filter((keyword) => keyword in schema),
          at,
        ).toEqual([]);
        expect(['object', 'string', 'boolean', 'number', 'integer'], at).toContain(getSchemaType(schema));
        if (schema.type === 'object') {
          for (const [name, property] of Object.entries(schema.properties ?? {}))
            check(
              property as RJSFSchema,
              `${at}.${name}`,
              at === form.id ? form.fields[name]?.widget : undefined,
            );
          return;
        }
        if (widget !== undefined) expect(WIDGET_NAMES, at).toContain(widget);
        const byDefault = schema.enum ? 'select' : schema.type === 'boolean' ? 'checkbox' : 'text';
        for (const name of [widget ?? byDefault, 'hidden'])
          expect(() => getWidget(schema, name, merged), `${at} ${name}`).not.toThrow();
      };
      check(form.schema as RJSFSchema, form.id);
    });
  });

  describe("in place of rjsf's registry", () => {
    const original = Form.getRegistry.bind(Form);
    let getRegistry: MockInstance<typeof Form.getRegistry>;
    beforeAll(() => {
      // Form.getRegistry merged over the shim, as the build's Form merges over it.
      getRegistry = vi.spyOn(Form, 'getRegistry').mockImplementation((props, schema, schemaUtils) => {
        const registry = original(props, schema, schemaUtils);
        const defaults = shimRegistry();
        return {
          ...registry,
          fields: { ...defaults.fields, ...props.fields },
          templates: {
            ...defaults.templates,
            ...props.templates,
            ButtonTemplates: { ...defaults.templates.ButtonTemplates, ...props.templates?.ButtonTemplates },
          },
          widgets: { ...defaults.widgets, ...props.widgets },
        } as typeof registry;
      });
    });
    afterAll(() => getRegistry.mockRestore());

    it.each(forms)('renders $name, and its errors', async ({ form }) => {
      // The form itself, shown whatever its screen's data (optOut's needs a token).
      const { visibleWhen, hiddenWhen, ...shown } = form;
      void [visibleWhen, hiddenWhen];
      const loaded = await loadScreen({
        id: 'test',
        route: 'home/test',
        title: 'login.title',
        blocks: [shown],
      });
      const { container } = renderScreen(loaded, { actions: { [form.action]: async () => ({ ok: true }) } });
      await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
      expect(getRegistry).toHaveBeenCalled();
      for (const name of Object.keys(form.schema.properties ?? {}))
        expect(container.querySelector(`[id^="${form.id}_${name}"]`), name).not.toBeNull();
      // Submitted empty: the required fields shown say so (FieldTemplate, with no error list).
      await userEvent.click(container.querySelector<HTMLButtonElement>('button[type="submit"]')!);
      if (form.schema.required?.length)
        await waitFor(() => expect(container.querySelector('.field--invalid')).not.toBeNull());
      expect(container.querySelector('.unsupported-field')).toBeNull();
    });

    it.each([
      ['an array', { type: 'array', items: { type: 'string' } }, /field test_list: Unknown field type array/],
      ['anyOf', { anyOf: [{ type: 'string' }, { type: 'number' }] }, /anyOf is not supported/],
      ['oneOf', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, /oneOf is not supported/],
      ['a recursive $ref', { $ref: '#/definitions/node' }, /a recursive \$ref is not supported/],
    ])('says plainly that %s is not supported', async (_case, list, message) => {
      const node = {
        type: 'object',
        properties: { label: { type: 'string' }, child: { $ref: '#/definitions/node' } },
      };
      const loaded = await loadScreen(
        formScreen(
          {
            type: 'object',
            definitions: { node },
            properties: { name: { type: 'string' }, list } as FormBlock['schema']['properties'],
          } as FormBlock['schema'],
          { name: { label: 'login.usernameLabel' }, list: { label: 'login.passwordLabel' } },
        ),
      );
      renderScreen(loaded, { actions: { submit: async () => ({ ok: true }) } });
      expect(screen.getByLabelText('Username')).toBeInTheDocument();
      const unsupported = document.querySelector('.unsupported-field');
      expect(unsupported).not.toBeNull();
      expect(unsupported!.textContent).toMatch(message);
    });
  });
});
