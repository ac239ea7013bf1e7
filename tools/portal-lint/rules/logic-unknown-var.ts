import { didYouMean } from '../suggest.ts';
import {
  fill,
  type FileKind,
  type Finding,
  type JsonPath,
  type JsonSchema,
  type LintContext,
  type Rule,
} from '../types.ts';
import { conditionsOf, isRecord, logicNodes, type ConditionAt, type LogicNode } from '../walk.ts';

const messages = {
  unknown: 'Unknown context path "{path}": {owner} has no property "{name}"{suggestion}',
  notObject: 'Unknown context path "{path}": {owner} is a {type} and has no property "{name}"',
  unknownField:
    'Unknown form field "{name}" in path "{path}": not a property of the form\'s schema{suggestion}',
  formOutside: 'Path "{path}" reads form values, which are only available in a form\'s fields',
  wholeContext:
    'An empty var path reads the whole context; only the item logic of map, filter, reduce, all, none and some reads its item this way',
};

/** A path argument of var, missing or missing_some, where it stands. */
interface PathAt {
  value: unknown;
  at: JsonPath;
}

function* pathsOf(node: LogicNode): Generator<PathAt> {
  const at = [...node.path, node.operator];
  const list = (items: unknown[], base: JsonPath) =>
    items.map((value, index) => ({ value, at: [...base, index] }));
  if (node.operator === 'var') {
    if (!Array.isArray(node.value)) yield { value: node.value, at };
    else yield node.value.length === 0 ? { value: undefined, at } : { value: node.value[0], at: [...at, 0] };
  } else if (node.operator === 'missing') {
    if (!Array.isArray(node.value)) yield { value: node.value, at };
    else if (Array.isArray(node.value[0])) yield* list(node.value[0], [...at, 0]);
    else yield* list(node.value, at);
  } else if (node.operator === 'missing_some') {
    if (Array.isArray(node.value) && Array.isArray(node.value[1])) yield* list(node.value[1], [...at, 1]);
  }
}

const PRIMITIVE_TYPES = new Set(['boolean', 'number', 'integer']);

/** The schema a $ref names, among the context's; an unknown reference is open. */
function resolved(schema: unknown, context: LintContext): JsonSchema {
  if (!isRecord(schema)) return {};
  if (typeof schema.$ref !== 'string') return schema;
  return schema.$ref === context.optionsSchema.$id ? context.optionsSchema : {};
}

/** What is wrong with a literal path read outside item logic, if anything. */
function problemOf(
  path: string,
  condition: ConditionAt,
  kind: FileKind,
  context: LintContext,
): string | undefined {
  const segments = path.split('.');
  if (segments[0] === 'form') {
    const form = condition.form;
    if (!form) return kind === 'screen' ? fill(messages.formOutside, { path }) : undefined;
    const name = segments[1];
    const schema = form.form.schema;
    if (name === undefined || !isRecord(schema) || !isRecord(schema.properties)) return undefined;
    if (Object.hasOwn(form.properties, name)) return undefined;
    return fill(messages.unknownField, {
      name,
      path,
      suggestion: didYouMean(name, Object.keys(form.properties)),
    });
  }
  let schema = resolved(context.contextSchema, context);
  const walked: string[] = [];
  for (const name of segments) {
    const owner = walked.length ? `"${walked.join('.')}"` : 'the context';
    const properties = isRecord(schema.properties) ? schema.properties : undefined;
    if (properties && Object.hasOwn(properties, name)) {
      schema = resolved(properties[name], context);
      walked.push(name);
      continue;
    }
    if (properties && schema.additionalProperties === false) {
      const suggestion = didYouMean(name, Object.keys(properties));
      return fill(messages.unknown, { path, owner, name, suggestion });
    }
    if (!properties && typeof schema.type === 'string' && PRIMITIVE_TYPES.has(schema.type))
      return fill(messages.notObject, { path, owner, type: schema.type, name });
    return undefined; // open: data, query, route params, strings …
  }
  return undefined;
}

export const logicUnknownVar: Rule = {
  id: 'logic/unknown-var',
  description:
    "A var, missing or missing_some path outside the documented context (schemas/context.schema.json), a form field the form's schema lacks, or form values read outside a form.",
  severity: 'error',
  kinds: ['screen', 'rules'],
  messages,
  check(file, context) {
    const findings: Finding[] = [];
    for (const condition of conditionsOf(file.value)) {
      for (const node of logicNodes(condition.logic, condition.path)) {
        if (node.scoped) continue;
        for (const { value, at } of pathsOf(node)) {
          if (node.operator === 'var' && (value === undefined || value === null || value === '')) {
            findings.push({ message: fill(messages.wholeContext), path: at });
            continue;
          }
          if (value === '' || !['string', 'number', 'boolean'].includes(typeof value)) continue;
          const problem = problemOf(String(value), condition, file.kind, context);
          if (problem !== undefined) findings.push({ message: problem, path: at });
        }
      }
    }
    return findings;
  },
};
