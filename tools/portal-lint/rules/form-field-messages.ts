import { CHECKS_NAMING_MESSAGES } from '../../../src/screens/checks/ownMessages.ts';
import { own } from '../../../src/domain/own.ts';
import { fill, type Finding, type JsonPath, type Rule } from '../types.ts';
import { fieldsOf, isRecord, type Json } from '../walk.ts';

const messages = {
  missing:
    'Field "{name}" has {constraint} but no message for it: add messages.{keyword} (a settings key), or the user reads a generic text',
};

/** The schema keywords a field's value is checked against, each failing with its own message. */
const SCHEMA_KEYWORDS = [
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'enum',
  'const',
] as const;

/** The runtime constraints that fail under their own name (check fails as `invalid`). */
const CONSTRAINTS = [
  'required',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'pattern',
  'sameAs',
] as const;

interface Need {
  keyword: string;
  constraint: string;
  path: JsonPath;
  on?: 'key';
}

/** The strings a constraints.check may give: a literal, or every string in its logic. */
function strings(check: unknown): string[] {
  if (typeof check === 'string') return [check];
  if (Array.isArray(check)) return check.flatMap(strings);
  return isRecord(check) ? Object.values(check).flatMap(strings) : [];
}

/** What the field is checked against: `path` is the field, `schemaPath` its schema property. */
function needsOf(
  field: Json,
  schema: Json,
  required: boolean,
  { path, schemaPath, checks }: { path: JsonPath; schemaPath: JsonPath; checks: ReadonlySet<string> },
): Need[] {
  const needs: Need[] = [];
  const constraints = isRecord(field.constraints) ? field.constraints : {};
  // A check named by logic may be any check name among its strings.
  const named = 'check' in constraints ? strings(constraints.check).filter((name) => checks.has(name)) : [];
  const kinds = named.map((name) => own(CHECKS_NAMING_MESSAGES, name));
  const checkNamesMissing = kinds.length > 0 && kinds.every((kind) => kind === 'failuresAndMissing');
  if (required && !checkNamesMissing)
    needs.push({ keyword: 'required', constraint: 'schema required', path, on: 'key' });
  for (const keyword of CONSTRAINTS) {
    // A constraint set to false never applies; a literal or a condition may.
    if (!(keyword in constraints) || constraints[keyword] === false) continue;
    if (keyword === 'required' && (required || checkNamesMissing)) continue;
    needs.push({ keyword, constraint: `constraints.${keyword}`, path: [...path, 'constraints', keyword] });
  }
  if (kinds.some((kind) => kind === undefined))
    needs.push({
      keyword: 'invalid',
      constraint: 'constraints.check',
      path: [...path, 'constraints', 'check'],
    });
  for (const keyword of SCHEMA_KEYWORDS) {
    if (keyword in schema && !needs.some((need) => need.keyword === keyword))
      needs.push({ keyword, constraint: `schema ${keyword}`, path: [...schemaPath, keyword], on: 'key' });
  }
  return needs;
}

export const formFieldMessages: Rule = {
  id: 'form/field-messages',
  description:
    'A form field with a constraint (required, a schema keyword such as pattern, format, maxLength or enum, constraints.*, a field check failing as invalid) and no settings key for its message in messages.',
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file, context) {
    const findings: Finding[] = [];
    for (const { form, name, field, path } of fieldsOf(file.value)) {
      const schema = form.properties[name];
      if (!isRecord(schema)) continue; // form/fields reports a field outside the schema
      const own = isRecord(field.messages) ? field.messages : {};
      const schemaPath = [...form.path, 'schema', 'properties', name];
      const where = { path, schemaPath, checks: context.checks };
      for (const need of needsOf(field, schema, form.required.includes(name), where)) {
        if (typeof own[need.keyword] === 'string') continue;
        findings.push({
          message: fill(messages.missing, { name, constraint: need.constraint, keyword: need.keyword }),
          path: need.path,
          ...(need.on ? { on: need.on } : {}),
        });
      }
    }
    return findings;
  },
};
