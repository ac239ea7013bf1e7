/**
 * What rules know about the project, built once per run from the portal's own code and
 * schemas, so the lint and the runtime can never disagree: the settings catalogue (parsed
 * by the engine), the json-logic operators the engine registers, the widget, block and
 * action registries' names, the documented context, and every screen and named rule.
 */
import type Ajv2020 from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_NAMES, BLOCK_WIDGET_NAMES, CHECK_NAMES } from '../../src/app/names.ts';
import { createRouteTable } from '../../src/app/routeTable.ts';
import { OPERATORS } from '../../src/engine/logic/operators.ts';
import { catalogueFromSchema, type SettingsSchema } from '../../src/engine/settings/catalogue.ts';
import { WIDGET_NAMES } from '../../src/widgets/names.ts';
import { schemaFiles } from '../../schemas/ajv.ts';
import { createProjectAjv, jsonFiles, readJson, RULES_DIR, SCHEMAS_DIR, SCREENS_DIR } from '../project.ts';
import { settingsDescriptions } from './catalogue.ts';
import { shownPath } from './files.ts';
import type { JsonSchema, LintContext, LintFile, ScreenInfo } from './types.ts';

/** Routes the router cannot tell apart have the same shape: parameter names do not matter. */
export function routeShape(route: string): string {
  return route.replace(/\{[^}]+\}/g, '{}');
}

function group(
  screens: readonly ScreenInfo[],
  keyOf: (screen: ScreenInfo) => unknown,
): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const screen of screens) {
    const key = keyOf(screen);
    if (typeof key === 'string') groups.set(key, [...(groups.get(key) ?? []), screen.file]);
  }
  return groups;
}

function basename(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function safeRead(path: string): unknown {
  try {
    return readJson(path);
  } catch {
    return undefined; // reported by json/invalid when the file is linted
  }
}

/** The ajv of the last run, and the schema files (names and text) it was made from. */
let kept: { files: string; ajv: Ajv2020 } | undefined;

/**
 * The project ajv over the schemas on disk (a file that is not JSON, or not a schema, left
 * out: its own lint reports it). A process that lints again (the tests, a watcher) gets the
 * last run's ajv back while no schema file changed, with the validators it compiled: making
 * one reads and checks every schema, most of a small run's time (issue 33). Any change to
 * a file's text makes a new one.
 */
function schemasAjv(): Ajv2020 {
  const files = schemaFiles();
  const texts = files.map((file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  });
  const key = files.map((file, index) => `${file}\u0000${texts[index]}`).join('\u0000');
  if (kept?.files === key) return kept.ajv;
  const schemas = texts.flatMap((text) => {
    try {
      return [JSON.parse(text) as unknown];
    } catch {
      return [];
    }
  });
  const ajv = createProjectAjv({ schemas, skipBroken: true, code: { optimize: false } });
  kept = { files: key, ajv };
  return ajv;
}

export function buildContext(linted: readonly LintFile[]): LintContext {
  // A broken catalogue is reported by json/invalid and catalogue/entry; here it only yields fewer keys.
  const settingsSchema = (safeRead(join(SCHEMAS_DIR, 'settings.schema.json')) ?? {}) as SettingsSchema;
  const shadowed = new Set(
    linted.filter((file) => file.kind === 'screen').map((file) => basename(file.path)),
  );

  const screens: ScreenInfo[] = linted
    .filter((file) => file.kind === 'screen')
    .map((file) => ({
      file: file.path,
      id: record(file.value).id as string,
      route: record(file.value).route as string,
    }));
  for (const path of jsonFiles(SCREENS_DIR)) {
    if (shadowed.has(basename(path))) continue;
    const value = record(safeRead(path));
    screens.push({
      file: shownPath(path),
      id: value.id as string | undefined,
      route: value.route as string | undefined,
    });
  }

  const ruleNames = new Map<string, string[]>();
  const rulesFiles = new Set(
    linted.filter((file) => file.kind === 'rules').map((file) => basename(file.path)),
  );
  const rulesSources: [string, unknown][] = [
    ...linted
      .filter((file) => file.kind === 'rules')
      .map((file) => [file.path, file.value] as [string, unknown]),
    ...jsonFiles(RULES_DIR)
      .filter((path) => !rulesFiles.has(basename(path)))
      .map((path) => [path, safeRead(path)] as [string, unknown]),
  ];
  for (const [file, value] of rulesSources) {
    for (const name of Object.keys(record(record(value).rules))) {
      ruleNames.set(name, [...(ruleNames.get(name) ?? []), shownPath(file)]);
    }
  }
  for (const files of ruleNames.values()) files.sort();

  const ajv = schemasAjv();
  const routes = screens
    .map((screen) => screen.route)
    .filter((route): route is string => typeof route === 'string');
  return {
    catalogue: catalogueFromSchema(settingsSchema, () => {}),
    descriptions: settingsDescriptions(settingsSchema),
    operators: OPERATORS,
    widgets: new Set(WIDGET_NAMES),
    blockWidgets: new Set<string>(BLOCK_WIDGET_NAMES),
    actions: new Set<string>(ACTION_NAMES),
    checks: new Set<string>(CHECK_NAMES),
    contextSchema: (safeRead(join(SCHEMAS_DIR, 'context.schema.json')) ?? {}) as JsonSchema,
    optionsSchema: (safeRead(join(SCHEMAS_DIR, 'institution-options.schema.json')) ?? {}) as JsonSchema,
    ruleNames,
    screens,
    screensById: group(screens, (screen) => screen.id),
    screensByRoute: group(screens, (screen) =>
      typeof screen.route === 'string' ? routeShape(screen.route) : undefined,
    ),
    routes: routes.map((route) => ({ route, segments: route.split('/') })),
    routeTable: createRouteTable(routes),
    ajv,
    validator(id) {
      try {
        return ajv.getSchema(id);
      } catch {
        return undefined; // a schema that does not compile is schema/compile's to report
      }
    },
  };
}
