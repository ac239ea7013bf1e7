// @vitest-environment node
/** Numeric query parameters are plain integers within the schema's range; anything else is a 400, never a 500. */
import { beforeAll, describe, expect, it } from 'vitest';
import { readQueryValue } from '../../server/http/validate.ts';
import { testServer } from './support';

const NOT_DIGITS = 'Invalid query: numDaysToRetrieve must be an integer written in digits (such as 30).';

describe('GET Application/GetList?numDaysToRetrieve=', () => {
  let server: Awaited<ReturnType<typeof testServer>>;
  let token: string;
  beforeAll(async () => {
    server = await testServer();
    token = (await server.signIn('demo.company')).json.UserToken;
  });

  it.each([
    ['Infinity', 400, NOT_DIGITS],
    ['1e309', 400, NOT_DIGITS],
    ['1e2', 400, NOT_DIGITS],
    ['1.5', 400, NOT_DIGITS],
    ['', 400, NOT_DIGITS],
    ['0x10', 400, NOT_DIGITS],
    [' 7', 400, NOT_DIGITS],
    ['7 ', 400, NOT_DIGITS],
    ['+7', 400, NOT_DIGITS],
    ['NaN', 400, NOT_DIGITS],
    ['9'.repeat(400), 400, NOT_DIGITS],
    ['-1', 400, 'Invalid query: numDaysToRetrieve must be >= 1.'],
    ['0', 400, 'Invalid query: numDaysToRetrieve must be >= 1.'],
    ['99999999999', 400, 'Invalid query: numDaysToRetrieve must be <= 3650.'],
    ['3650', 200, undefined],
    ['30', 200, undefined],
  ])('%j answers %i', async (value, status, message) => {
    const { status: answered, json } = await server.call(
      'GET',
      `Application/GetList?numDaysToRetrieve=${encodeURIComponent(value)}`,
      { token },
    );
    expect(answered).toBe(status);
    if (message)
      expect(json).toEqual({
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'BadRequest' }],
        Message: message,
      });
    else expect(json.HasNoErrors).toBe(true);
  });
});

describe('readQueryValue', () => {
  it.each([
    ['30', 'integer', 30],
    ['-4', 'integer', -4],
    ['Infinity', 'integer', 'Infinity'],
    ['1e3', 'integer', '1e3'],
    ['9007199254740993', 'integer', '9007199254740993'],
    ['2.5', 'number', 2.5],
    ['Infinity', 'number', 'Infinity'],
    ['true', 'boolean', true],
    ['false', 'boolean', false],
    ['yes', 'boolean', 'yes'],
    ['30', 'string', '30'],
    ['30', undefined, '30'],
  ])('reads %j as a %s: %j', (text, type, value) => {
    expect(readQueryValue(text, type)).toEqual(value);
  });
});
