/**
 * Table-driven tests of the json-logic rules, over screen definitions and rules files:
 * valid fixtures produce nothing; each invalid fixture produces the rule's message at
 * the « mark.
 */
import { describe, expect, it } from 'vitest';
import { rules as allRules } from '../../../tools/portal-lint/rules/index.ts';
import { run } from '../../../tools/portal-lint/runner.ts';
import type { FileKind } from '../../../tools/portal-lint/types.ts';
import { findingsOf, screenWith, unmark } from './harness';

/** A fixture: screen definition text, or a file of another kind. */
type Fixture = string | { kind: FileKind; text: string };
type Case = [name: string, fixture: Fixture, message: string];

/** A rules file with one rule named x. */
const rulesFile = (logic: string): Fixture => ({
  kind: 'rules',
  text: `{\n  "rules": {\n    "x": { "description": "d", "logic": ${logic} }\n  }\n}\n`,
});

/** A screen with one text block carrying the given properties. */
const text = (props: string) => screenWith(`    { "type": "text", "text": "login.faq", ${props} }`);

/** A screen with one form of fields name and code; extra goes into the form block. */
const form = (fields: string, required = '[]', extra = '') =>
  screenWith(
    `    { "type": "form", "id": "f", "action": "signIn", "submit": "login.submit",${extra}\n` +
      `      "schema": { "type": "object", "required": ${required}, "properties": { "name": { "type": "string" }, "code": { "type": "string" } } },\n` +
      `      "fields": { ${fields} } }`,
  );

/** A form whose name field carries the given properties. */
const field = (props: string, required = '[]') =>
  form(`"name": { "label": "login.usernameLabel", ${props} }`, required);

function lint(fixture: Fixture, ruleId: string) {
  return typeof fixture === 'string'
    ? findingsOf(fixture, ruleId)
    : findingsOf(fixture.text, ruleId, { kind: fixture.kind });
}

function table(ruleId: string, valid: Fixture[], invalid: Case[]) {
  describe(ruleId, () => {
    it.each(valid.map((fixture, index) => [index, fixture]))(
      'valid case %i reports nothing',
      (_index, fixture) => {
        expect(lint(fixture as Fixture, ruleId)).toEqual([]);
      },
    );
    it.each(invalid)('%s', (_name, fixture, message) => {
      const { line, column } = unmark(typeof fixture === 'string' ? fixture : fixture.text);
      expect(lint(fixture, ruleId)).toEqual([[ruleId, message, line, column]]);
    });
  });
}

table(
  'logic/unknown-operator',
  [
    text(`"hiddenWhen": { "flag": "login.hideRegister" }`),
    text(`"visibleWhen": { "some": [{ "var": "data.items" }, { "==": [{ "var": "kind" }, "loan"] }] }`),
    text(`"params": { "n": { "addDays": [{ "today": [] }, 3] } }`),
    field(`"visibleWhen": { "!==": [{ "var": "form.code" }, ""] }, "constraints": { "minLength": 3 }`),
    rulesFile(`{ "and": [{ "var": "session.loggedIn" }, { "rule": "isPersonalUser" }] }`),
    rulesFile(`{ "?:": [{ "option": ["UseCustomerCredentials", false] }, 128, 12] }`),
  ],
  [
    [
      'a typo',
      text(`"visibleWhen": { «"vars": "session.loggedIn" }`),
      'Unknown json-logic operator "vars"; did you mean "var"?',
    ],
    [
      'an operator json-logic has but the engine removed',
      text(`"visibleWhen": { «"method": [{ "var": "query.error" }, "includes", ["down"]] }`),
      'Unknown json-logic operator "method"',
    ],
    [
      'nested in a rules file',
      rulesFile(`{ "and": [{ "var": "session.loggedIn" }, { «"todya": [] }] }`),
      'Unknown json-logic operator "todya"; did you mean "today"?',
    ],
    [
      'in a field option',
      field(`"options": { "rows": { «"maxx": [3, 5] } }`),
      'Unknown json-logic operator "maxx"; did you mean "max"?',
    ],
    [
      'an object with two keys',
      text(`"visibleWhen": «{ "var": "session.loggedIn", "default": false }`),
      'Expected an object with exactly one operator, found 2 keys ("var", "default"): json-logic would return it as data',
    ],
    [
      'an empty object as an argument',
      rulesFile(`{ "or": [{ "var": "session.personal" }, «{}] }`),
      'Expected an object with exactly one operator, found 0 keys: json-logic would return it as data',
    ],
  ],
);

table(
  'logic/unknown-var',
  [
    text(`"visibleWhen": { "==": [{ "var": "query.error" }, "sessionExpired"] }`),
    text(`"visibleWhen": { "or": [{ "var": "data.offline" }, { "var": "data.any.depth" }] }`),
    text(`"visibleWhen": { "and": [{ "var": "session.loggedIn" }, { "var": ["device.compact", false] }] }`),
    text(`"visibleWhen": { ">": [{ "var": "options.PasswordMinimumLength" }, 8] }`),
    text(`"visibleWhen": { "var": "route.params.token" }`),
    text(`"visibleWhen": { "in": ["home/", { "var": "route.path" }] }`),
    text(`"visibleWhen": { "<": [{ "var": "now" }, "2030-01-01"] }`),
    text(`"visibleWhen": { "var": { "cat": ["session.", "loggedIn"] } }`),
    text(`"visibleWhen": { "some": [{ "var": "data.items" }, { "==": [{ "var": "kind" }, "loan"] }] }`),
    text(`"visibleWhen": { "all": [{ "var": "data.codes" }, { "!=": [{ "var": "" }, "x"] }] }`),
    text(`"visibleWhen": { "missing_some": [1, ["session.username", "query.user"]] }`),
    field(`"visibleWhen": { "!": { "missing": ["form.code"] } }`),
    field(
      `"hiddenWhen": { "==": [{ "var": "form.code" }, "none"] }, "options": { "mask": { "var": "form" } }`,
    ),
    rulesFile(`{ "!": { "var": "session.loggedIn" } }`),
    rulesFile(`{ "==": [{ "var": "form.anyField" }, "x"] }`),
  ],
  [
    [
      'a property the context does not have',
      text(`"visibleWhen": { "var": «"sesion.loggedIn" }`),
      'Unknown context path "sesion.loggedIn": the context has no property "sesion"; did you mean "session"?',
    ],
    [
      'a session property that does not exist',
      text(`"visibleWhen": { "var": «"session.isAdmin" }`),
      'Unknown context path "session.isAdmin": "session" has no property "isAdmin"',
    ],
    [
      'a near miss with a default',
      text(`"hiddenWhen": { "var": [«"device.compcat", false] }`),
      'Unknown context path "device.compcat": "device" has no property "compcat"; did you mean "compact"?',
    ],
    [
      'an institution option',
      text(`"visibleWhen": { ">": [{ "var": «"options.PasswordMinimumLenght" }, 8] }`),
      'Unknown context path "options.PasswordMinimumLenght": "options" has no property "PasswordMinimumLenght"; did you mean "PasswordMinimumLength"?',
    ],
    [
      'a property of a boolean',
      text(`"visibleWhen": { "var": «"session.loggedIn.since" }`),
      'Unknown context path "session.loggedIn.since": "session.loggedIn" is a boolean and has no property "since"',
    ],
    [
      'a route property',
      rulesFile(`{ "==": [{ "var": «"route.name" }, "home/login"] }`),
      'Unknown context path "route.name": "route" has no property "name"',
    ],
    [
      'the whole context',
      text(`"visibleWhen": { "var": «"" }`),
      'An empty var path reads the whole context; only the item logic of map, filter, reduce, all, none and some reads its item this way',
    ],
    [
      'the whole context without an argument',
      rulesFile(`{ "!": { "var": «[] } }`),
      'An empty var path reads the whole context; only the item logic of map, filter, reduce, all, none and some reads its item this way',
    ],
    [
      'the array of some, read outside its item logic',
      text(`"visibleWhen": { "some": [{ "var": «"sessions" }, { "var": "open" }] }`),
      'Unknown context path "sessions": the context has no property "sessions"; did you mean "session"?',
    ],
    [
      'a missing path',
      rulesFile(`{ "missing": ["session.username", «"session.hasMail"] }`),
      'Unknown context path "session.hasMail": "session" has no property "hasMail"; did you mean "hasEmail"?',
    ],
    [
      'a missing_some path',
      field(`"visibleWhen": { "missing_some": [1, ["form.code", «"form.cdoe"]] }`),
      'Unknown form field "cdoe" in path "form.cdoe": not a property of the form\'s schema; did you mean "code"?',
    ],
    [
      'a field the form lacks',
      field(`"visibleWhen": { "==": [{ "var": «"form.kind" }, "loan"] }`),
      'Unknown form field "kind" in path "form.kind": not a property of the form\'s schema',
    ],
    [
      'a field in a constraint',
      field(`"constraints": { "required": { "!": { "var": «"form.nmae" } } }`),
      'Unknown form field "nmae" in path "form.nmae": not a property of the form\'s schema; did you mean "name"?',
    ],
    [
      'form values in a block condition',
      text(`"visibleWhen": { "var": «"form.name" }`),
      'Path "form.name" reads form values, which are only available in a form\'s fields',
    ],
    [
      "form values in the form block's own condition",
      form(`"name": { "label": "login.usernameLabel" }`, '[]', ` "hiddenWhen": { "var": «"form.code" },`),
      'Path "form.code" reads form values, which are only available in a form\'s fields',
    ],
    [
      'form values in block params',
      text(`"params": { "n": { "var": «"form" } }`),
      'Path "form" reads form values, which are only available in a form\'s fields',
    ],
  ],
);

table(
  'logic/unknown-rule',
  [
    text(`"visibleWhen": { "rule": "isSignedOut" }`),
    text(`"visibleWhen": { "rule": ["isPersonalUser"] }`),
    text(`"visibleWhen": { "rule": { "var": "data.ruleName" } }`),
    rulesFile(`{ "and": [{ "rule": "isPersonalUser" }, { "var": "session.hasEmail" }] }`),
  ],
  [
    [
      'a typo',
      text(`"hiddenWhen": { "rule": «"isSignedOutt" }`),
      'No rules file defines the rule "isSignedOutt"; did you mean "isSignedOut"?',
    ],
    [
      'a name in a list',
      field(`"visibleWhen": { "!": { "rule": [«"isAdministrator"] } }`),
      'No rules file defines the rule "isAdministrator"',
    ],
    [
      'in a rules file',
      rulesFile(`{ "or": [{ "rule": «"isPersonalUsr" }, { "var": "session.hasEmail" }] }`),
      'No rules file defines the rule "isPersonalUsr"; did you mean "isPersonalUser"?',
    ],
  ],
);

table(
  'logic/constant-condition',
  [
    text(`"hiddenWhen": { "flag": "login.hideRegister" }`),
    text(`"visibleWhen": { "==": [{ "today": [] }, "2030-01-01"] }`),
    text(`"visibleWhen": { "rule": "isSignedOut" }`),
    text(`"visibleWhen": { "some": [[1, 2], { "==": [{ "var": "" }, 1] }] }`),
    text(`"visibleWhen": { "regexp": [1, 2] }`),
    text(`"visibleWhen": { "var": "a", "b": 1 }`),
    text(`"params": { "n": { "+": [1, 2] } }`),
    field(`"options": { "rows": { "max": [3, 5] } }, "constraints": { "required": true, "minLength": 3 }`),
    rulesFile(`{ ">=": [{ "option": ["PasswordMinimumLength", 8] }, 8] }`),
  ],
  [
    [
      'a literal true',
      text(`"visibleWhen": «true`),
      'Condition is always true: it reads no context, setting, option, rule or date',
    ],
    [
      'a comparison of literals',
      text(`"hiddenWhen": «{ "==": [1, 2] }`),
      'Condition is always false: it reads no context, setting, option, rule or date',
    ],
    [
      'date arithmetic on literal dates',
      field(`"disabledWhen": «{ ">": [{ "daysBetween": ["2024-01-01", "2024-01-03"] }, 1] }`),
      'Condition is always true: it reads no context, setting, option, rule or date',
    ],
    [
      'an empty and',
      field(`"enabledWhen": «{ "and": [] }`),
      'Condition is always false: it reads no context, setting, option, rule or date',
    ],
    [
      'a rule that is a literal',
      rulesFile(`«false`),
      'Condition is always false: it reads no context, setting, option, rule or date',
    ],
    [
      'a rule of literals',
      rulesFile(`«{ "in": ["a", ["a", "b"]] }`),
      'Condition is always true: it reads no context, setting, option, rule or date',
    ],
  ],
);

table(
  'form/never-visible',
  [
    field(`"visibleWhen": { "var": "form.code" }`, '["name"]'),
    field(`"visibleWhen": false`),
    field(`"hiddenWhen": { "flag": "login.hideRegister" }, "constraints": { "required": true }`),
    field(`"hiddenWhen": true, "constraints": { "required": { "var": "form.code" } }`),
    field(
      `"visibleWhen": { "and": [{ "==": [{ "var": "form.code" }, 1] }, { "==": [{ "var": "form.code" }, "1"] }] }`,
      '["name"]',
    ),
    field(
      `"visibleWhen": { "or": [{ "==": [{ "var": "form.code" }, 1] }, { "==": [{ "var": "form.code" }, 2] }] }`,
      '["name"]',
    ),
  ],
  [
    [
      'visibleWhen false',
      field(`"visibleWhen": «false`, '["name"]'),
      'Required field "name" is never visible: its visibleWhen can never be true, so the value it requires is never collected',
    ],
    [
      'hiddenWhen always true, required by a constraint',
      field(`"hiddenWhen": «{ "==": [1, 1] }, "constraints": { "required": true }`),
      'Required field "name" is never visible: its hiddenWhen is always true, so the value it requires is never collected',
    ],
    [
      'one field equal to two values',
      field(
        `"visibleWhen": «{ "and": [{ "==": [{ "var": "form.code" }, 1] }, { "==": [{ "var": "form.code" }, 2] }] }`,
        '["name"]',
      ),
      'Required field "name" is never visible: its visibleWhen can never be true, so the value it requires is never collected',
    ],
    [
      'equal and not equal to one value',
      field(
        `"visibleWhen": «{ "and": [{ "==": ["a", { "var": "form.code" }] }, { "!=": [{ "var": "form.code" }, "a"] }] }`,
        '["name"]',
      ),
      'Required field "name" is never visible: its visibleWhen can never be true, so the value it requires is never collected',
    ],
    [
      'a condition and its negation',
      field(
        `"visibleWhen": «{ "and": [{ "flag": "login.hideRegister" }, { "!": { "flag": "login.hideRegister" } }] }`,
        '["name"]',
      ),
      'Required field "name" is never visible: its visibleWhen can never be true, so the value it requires is never collected',
    ],
    [
      'hiddenWhen a condition or its negation',
      field(`"hiddenWhen": «{ "or": [{ "var": "form.code" }, { "!": { "var": "form.code" } }] }`, '["name"]'),
      'Required field "name" is never visible: its hiddenWhen is always true, so the value it requires is never collected',
    ],
  ],
);

describe('rules/duplicate-name', () => {
  const ruleId = 'rules/duplicate-name';
  const rules = allRules.filter((rule) => rule.id === ruleId);
  const common = `{\n  "rules": {\n    "isSignedOut": { "description": "d", "logic": { "!": { "var": "session.loggedIn" } } }\n  }\n}\n`;

  /** Lints two rules files together; returns the findings of the second. */
  function second(first: string, fixture: string) {
    const { text } = unmark(fixture);
    const results = run(
      [
        { path: 'rules/common.json', kind: 'rules', text: first },
        { path: 'rules/extra.json', kind: 'rules', text },
      ],
      { rules },
    );
    return results[1]!.messages.map((entry) => [entry.ruleId, entry.message, entry.line, entry.column]);
  }

  it('reports nothing for names no other file defines', () => {
    const fixture = `{\n  "rules": {\n    "isBorrower": { "description": "d", "logic": { "var": "session.loggedIn" } }\n  }\n}\n`;
    expect(second(common, fixture)).toEqual([]);
    expect(findingsOf(fixture, ruleId, { kind: 'rules' })).toEqual([]);
  });

  it('reports nothing in the file that defines a name first', () => {
    const results = run(
      [
        { path: 'rules/common.json', kind: 'rules', text: common },
        { path: 'rules/extra.json', kind: 'rules', text: common },
      ],
      { rules },
    );
    expect(results[0]!.messages).toEqual([]);
    expect(results[1]!.messages).toHaveLength(1);
  });

  it('reports a name another file defines at its key', () => {
    const fixture = `{\n  "rules": {\n    "isNew": { "description": "d", "logic": true },\n    «"isSignedOut": { "description": "d", "logic": { "!": { "var": "session.loggedIn" } } }\n  }\n}\n`;
    const { line, column } = unmark(fixture);
    expect(second(common, fixture)).toEqual([
      [
        ruleId,
        'Rule "isSignedOut" is already defined in rules/common.json; the engine refuses a rule defined twice',
        line,
        column,
      ],
    ]);
  });
});

describe('framework details the logic rules rely on', () => {
  it('reports a rules file linted alone that repeats a name of the project rules', () => {
    const fixture = '{ "rules": { «"isPersonalUser": { "description": "Again.", "logic": true } } }';
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, 'rules/duplicate-name', { kind: 'rules', path: 'rules/zz-new.json' })).toEqual(
      [
        [
          'rules/duplicate-name',
          'Rule "isPersonalUser" is already defined in rules/common.json; the engine refuses a rule defined twice',
          line,
          column,
        ],
      ],
    );
  });

  it("checks var paths in reduce's initial value, which reads the outer context", () => {
    const fixture = screenWith(
      `    { "type": "text", "text": "login.faq", "visibleWhen": { "reduce": [[1], { "+": [{ "var": "current" }, { "var": "accumulator" }] }, { "var": «"sesion.loggedIn" }] } }`,
    );
    const messages = findingsOf(fixture, 'logic/unknown-var');
    const { line, column } = unmark(fixture);
    expect(messages.map(([id, , l, c]) => [id, l, c])).toEqual([['logic/unknown-var', line, column]]);
  });
});
