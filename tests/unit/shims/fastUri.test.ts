/**
 * The build's stand-in for fast-uri (src/shims/fast-uri.ts) answers as fast-uri does for the
 * calls @rjsf/utils makes (resolve, equal), so an alias cannot change how rjsf finds a `$ref`.
 */
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import shim from '../../../src/shims/fast-uri';

describe('the fast-uri shim', () => {
  it.each([
    ['a fragment against an absolute $id', 'https://portal.example/schemas/form.json', '#/$defs/amount'],
    ['a relative file against an absolute $id', 'https://portal.example/schemas/form.json', 'other.json#/x'],
    ['a parent path', 'https://portal.example/schemas/a/form.json', '../b.json'],
    ['an absolute ref', 'https://portal.example/schemas/form.json', 'https://other.example/s.json'],
    ['a urn $id', 'urn:portal:form', '#/$defs/x'],
  ])('resolve: %s', (_case, base, ref) => {
    expect(shim.resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['the same URI', 'https://portal.example/a.json', 'https://portal.example/a.json', true],
    ['scheme and host case', 'HTTPS://Portal.Example/a.json', 'https://portal.example/a.json', true],
    ['another path', 'https://portal.example/a.json', 'https://portal.example/b.json', false],
    ['relative ids alike', 'form.json', 'form.json', true],
    ['relative ids apart', 'form.json', 'other.json', false],
  ])('equal: %s', (_case, a, b, same) => {
    expect(shim.equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
