import { describe, expect, it } from 'vitest';
import { findingsOf, screenWith, unmark } from './harness';

const ID = 'schema/mismatch';
type Case = [name: string, fixture: string, message: string, kind?: 'screen' | 'rules' | 'settings'];

describe(ID, () => {
  it.each([
    ['a screen', screenWith(`    { "type": "heading", "text": "login.heading", "level": 2 }`), 'screen'],
    ['a rules file', '{ "rules": { "on": { "description": "Always.", "logic": true } } }', 'rules'],
    [
      'a settings file',
      '{ "gassySettings": { "shared": { "login": { "usernameLabel": "Member ID" } } }, "institutionOptions": {} }',
      'settings',
    ],
  ] as const)('reports nothing for a valid %s', (_case, fixture, kind) => {
    expect(findingsOf(fixture, ID, { kind })).toEqual([]);
  });

  it.each<Case>([
    [
      'an unknown property, at its key',
      screenWith(`    { "type": "heading", "text": "login.heading", «"size": 2 }`),
      'Unknown property "size" (not allowed by schemas/screen.schema.json)',
    ],
    [
      'a missing property',
      '«{\n  "id": "x", "route": "home/x", "blocks": []\n}',
      'Missing required property "title" (schemas/screen.schema.json)',
    ],
    [
      'a value out of range',
      screenWith(`    { "type": "heading", "text": "login.heading", "level": «9 }`),
      'Must be <= 4 (schemas/screen.schema.json)',
    ],
    [
      'a value outside its enum',
      screenWith(`    { "type": "banner", "text": "login.offline", "kind": «"loud" }`),
      'Must be one of "info", "success", "warning", "error" (schemas/screen.schema.json)',
    ],
    [
      'a rule without description',
      '{ "rules": { "on": «{ "logic": true } } }',
      'Missing required property "description" (schemas/rules.schema.json)',
      'rules',
    ],
    [
      'an unknown top-level part of a settings file',
      '{ «"gassy": {} }',
      'Unknown property "gassy" (not allowed by schemas/institution-settings.schema.json)',
      'settings',
    ],
  ])('reports %s', (_case, fixture, message, kind = 'screen') => {
    const { line, column } = unmark(fixture);
    expect(findingsOf(fixture, ID, { kind })).toEqual([[ID, message, line, column]]);
  });
});
