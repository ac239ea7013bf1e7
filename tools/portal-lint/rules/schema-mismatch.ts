import type { ErrorObject } from 'ajv';
import { fill, type FileKind, type JsonPath, type SettingsRule } from '../types.ts';
import { isRecord } from '../walk.ts';

const SCHEMAS: Partial<Record<FileKind, string>> = {
  screen: 'screen.schema.json',
  rules: 'rules.schema.json',
  navigation: 'navigation.schema.json',
  settings: 'institution-settings.schema.json',
};

const messages = {
  unknownProperty: 'Unknown property "{name}" (not allowed by schemas/{schema})',
  missing: 'Missing required property "{name}" (schemas/{schema})',
  enum: 'Must be one of {values} (schemas/{schema})',
  other: '{problem} (schemas/{schema})',
};

/** The JSON path of an ajv instancePath, with array indices as numbers, as the document has them. */
export function pathOf(value: unknown, instancePath: string): JsonPath {
  const path: JsonPath = [];
  let current = value;
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const step = Array.isArray(current) ? Number(segment) : segment;
    path.push(step);
    current = Array.isArray(current)
      ? current[step as number]
      : isRecord(current)
        ? current[segment]
        : undefined;
  }
  return path;
}

function describe(error: ErrorObject, schema: string): { message: string; extra?: string } {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return {
      message: fill(messages.unknownProperty, { name: String(params.additionalProperty), schema }),
      extra: String(params.additionalProperty),
    };
  }
  if (error.keyword === 'required')
    return { message: fill(messages.missing, { name: String(params.missingProperty), schema }) };
  if (error.keyword === 'enum') {
    const values = (params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ');
    return { message: fill(messages.enum, { values, schema }) };
  }
  const problem = (error.message ?? 'does not match').replace(/^must/, 'Must');
  return { message: fill(messages.other, { problem, schema }) };
}

/** Keywords that only say that one of their branches failed; the branch's own error says why. */
const SUMMARIES = new Set(['if', 'anyOf', 'oneOf', 'allOf', 'not']);

export const schemaMismatch: SettingsRule = {
  id: 'schema/mismatch',
  description:
    'A screen definition, rules file, navigation definition or institution settings file that does not match its schema in schemas/.',
  severity: 'error',
  kinds: ['screen', 'rules', 'navigation', 'settings'],
  secondary: true,
  messages,
  check(file, context) {
    const schema = SCHEMAS[file.kind]!;
    const validate = context.validator(schema);
    if (!validate || validate(file.value)) return [];
    const errors = validate.errors ?? [];
    const specific = errors.filter((error) => !SUMMARIES.has(error.keyword));
    const seen = new Set<string>();
    return (specific.length ? specific : errors).flatMap((error) => {
      const { message, extra } = describe(error, schema);
      const path = pathOf(file.value, error.instancePath);
      // One finding per place: each unknown or missing property, otherwise each path.
      const detail =
        extra ??
        (error.keyword === 'required'
          ? String((error.params as { missingProperty?: unknown }).missingProperty)
          : '');
      const key = `${error.instancePath}|${detail}`;
      if (seen.has(key)) return [];
      seen.add(key);
      return [
        extra === undefined ? { message, path } : { message, path: [...path, extra], on: 'key' as const },
      ];
    });
  },
};
