import { didYouMean } from '../suggest.ts';
import { fill, type Finding, type JsonPath, type Rule } from '../types.ts';
import { conditionsOf, isRecord } from '../walk.ts';

const messages = {
  unknown: 'Unknown json-logic operator "{name}"{suggestion}',
  notOperation:
    'Expected an object with exactly one operator, found {count} keys{keys}: json-logic would return it as data',
};

/** Unknown operators and objects that are not one operation, anywhere in an expression. */
function* issuesOf(logic: unknown, path: JsonPath, operators: ReadonlySet<string>): Generator<Finding> {
  if (Array.isArray(logic)) {
    for (const [index, item] of logic.entries()) yield* issuesOf(item, [...path, index], operators);
    return;
  }
  if (!isRecord(logic)) return;
  const keys = Object.keys(logic);
  if (keys.length !== 1) {
    yield {
      message: fill(messages.notOperation, {
        count: keys.length,
        keys: keys.length ? ` (${keys.map((key) => `"${key}"`).join(', ')})` : '',
      }),
      path,
    };
    return;
  }
  const operator = keys[0]!;
  if (!operators.has(operator)) {
    yield {
      message: fill(messages.unknown, { name: operator, suggestion: didYouMean(operator, operators) }),
      path: [...path, operator],
      on: 'key',
    };
  }
  yield* issuesOf(logic[operator], [...path, operator], operators);
}

export const logicUnknownOperator: Rule = {
  id: 'logic/unknown-operator',
  description:
    'A json-logic operator the engine does not register, or an object that is not exactly one operation (json-logic would return it as data).',
  severity: 'error',
  kinds: ['screen', 'rules'],
  messages,
  check(file, context) {
    return [...conditionsOf(file.value)].flatMap(({ logic, path }) => [
      ...issuesOf(logic, path, context.operators),
    ]);
  },
};
