import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { outcome } from '../outcomes.ts';
import { fill, type Finding, type Rule } from '../types.ts';
import { formsOf, isRecord } from '../walk.ts';

const messages = { compile: "The form's JSON Schema does not compile under ajv strict mode: {problem}" };

let strict: Ajv | undefined;

/** The draft-07 ajv that rjsf uses, in strict mode, with the formats the portal's validators know. */
function strictAjv(): Ajv {
  if (!strict) {
    strict = new Ajv({ strict: true, allErrors: true });
    addFormats.default(strict);
  }
  return strict;
}

/** The problem ajv finds in a schema, or undefined: kept by schema text (forms often share one). */
function compileProblem(schema: Record<string, unknown>): string | undefined {
  return outcome('form/schema-compile', JSON.stringify(schema), () => {
    const ajv = strictAjv();
    try {
      ajv.compile(schema);
      ajv.removeSchema(schema);
      return undefined;
    } catch (error) {
      return (error as Error).message.replace(/^strict mode: /, '');
    }
  });
}

export const formSchemaCompile: Rule = {
  id: 'form/schema-compile',
  description:
    "A form's JSON Schema that ajv refuses in strict mode (unknown keywords, wrong types, bad patterns).",
  severity: 'error',
  kinds: ['screen'],
  messages,
  check(file) {
    const findings: Finding[] = [];
    for (const { form, path } of formsOf(file.value)) {
      if (!isRecord(form.schema)) continue;
      const problem = compileProblem(form.schema);
      if (problem !== undefined)
        findings.push({ message: fill(messages.compile, { problem }), path: [...path, 'schema'] });
    }
    return findings;
  },
};
