// @vitest-environment node
/**
 * Branch locations (spec 03 §2.12, §5, §7): GET /api/branchInfo lists the demo institution's
 * branches and GET /api/branchInfo/zip answers a zip code's location, both open to signed-out
 * visitors and only while the branch locator is on.
 */
import { describe, expect, it } from 'vitest';
import zipCities from '../../server/config/zip-cities.json' with { type: 'json' };
import zipLocations from '../../server/config/zip-locations.json' with { type: 'json' };
import { expectSchema, settingsFile, testServer } from './support';

const SCHEMA = 'api/branches.json#/$defs/';

describe('GET /api/branchInfo', () => {
  it('lists the demo branches around Salt Lake City, signed out', async () => {
    const server = await testServer();
    const { status, json } = await server.call('GET', 'branchInfo');
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}BranchInfoResponse`, json);
    expect(json.length).toBeGreaterThanOrEqual(6);
    expect(json[0]).toEqual({
      BranchName: 'Downtown Salt Lake City',
      StreetAddress: '175 S Main St',
      City: 'Salt Lake City',
      State: 'UT',
      Zip: '84111',
      PhoneNumber: '(801) 555-0100',
      Latitude: 40.7661,
      Longitude: -111.8911,
    });
    for (const branch of json as { State: string; Latitude: number; Longitude: number }[]) {
      expect(branch.State).toBe('UT');
      expect(branch.Latitude).toBeGreaterThan(37);
      expect(branch.Latitude).toBeLessThan(42);
      expect(branch.Longitude).toBeGreaterThan(-114.1);
      expect(branch.Longitude).toBeLessThan(-109);
    }
  });

  it('is the same for a signed-in user', async () => {
    const server = await testServer();
    const { json: login } = await server.signIn('demo.payments');
    const signedIn = await server.call('GET', 'branchInfo', { token: login.UserToken });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toEqual((await server.call('GET', 'branchInfo')).json);
  });
});

describe('GET /api/branchInfo/zip', () => {
  it.each([
    ['84101', 40.7566, -111.8967],
    ['84601', 40.2304, -111.6759],
    ['84770', 37.1041, -113.5841],
  ])('answers the location of %s', async (zip, latitude, longitude) => {
    const server = await testServer();
    const { status, json } = await server.call('GET', `branchInfo/zip?zip=${zip}`);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}ZipLocationResponse`, json);
    expect(json).toEqual({ Zip: zip, Latitude: latitude, Longitude: longitude });
  });

  it.each(['10001', '83702', '99999', '00000'])(
    'answers 404 ZipNotFound with a Message for %s',
    async (zip) => {
      const server = await testServer();
      const { status, json } = await server.call('GET', `branchInfo/zip?zip=${zip}`);
      expect(status).toBe(404);
      expectSchema('api/common.json#/$defs/ErrorResponse', json);
      expect(json).toEqual({
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'ZipNotFound' }],
        Message: `No location is known for the zip code ${zip}.`,
      });
    },
  );

  it.each([
    ['four digits', 'zip=8410'],
    ['six digits', 'zip=841011'],
    ['letters', 'zip=8410a'],
    ['zip+4', 'zip=84101-1234'],
    ['blanks', 'zip=%2084101'],
    ['empty', 'zip='],
    ['no zip', ''],
    ['an unknown parameter', 'zip=84101&city=Provo'],
    ['a very long value', `zip=${'1'.repeat(5000)}`],
  ])('answers 400 for %s', async (_case, query) => {
    const server = await testServer();
    const { status, json } = await server.call('GET', `branchInfo/zip?${query}`);
    expect(status).toBe(400);
    expect(json.Errors).toEqual([{ ErrorMessage: 'BadRequest' }]);
    expect(json.Message).toMatch(/^Invalid query/);
  });

  it('knows every Utah zip of the address table (config/zip-cities.json)', () => {
    const utah = Object.keys(zipCities).filter((zip) => zip.startsWith('84'));
    expect(utah.filter((zip) => !Object.hasOwn(zipLocations, zip))).toEqual([]);
  });
});

describe('with the branch locator off (BranchLocator false)', () => {
  it.each(['branchInfo', 'branchInfo/zip?zip=84101'])('GET %s answers 403 BranchLocatorOff', async (path) => {
    const server = await testServer({
      settingsFile: settingsFile({ institutionOptions: { BranchLocator: false } }),
    });
    const { status, json } = await server.call('GET', path);
    expect(status).toBe(403);
    expect(json.Errors).toEqual([{ ErrorMessage: 'BranchLocatorOff' }]);
  });
});
