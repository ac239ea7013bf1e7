// @vitest-environment node
/** POST /api/SolutionsByText/GetSubscriptionInfo and ModifySubscriptions (spec 01 §7) against the demo store. */
import { describe, expect, it } from 'vitest';
import { MARKETING_REFUSED_PHONE, NOT_TEXTABLE_PHONE } from '../../server/services/sbt/demo.ts';
import { expectSchema, testServer } from './support';

const SCHEMA = 'api/profile.json#/$defs/';

async function signedIn() {
  const server = await testServer();
  const token = (await server.signIn('demo.borrower')).json.UserToken as string;
  const get = (PhoneNumber: string) =>
    server.call('POST', 'SolutionsByText/GetSubscriptionInfo', { token, body: { PhoneNumber } });
  const modify = (body: object) =>
    server.call('POST', 'SolutionsByText/ModifySubscriptions', { token, body });
  /** Makes the number demo.borrower's second phone. */
  const ownPhone = (number: string) =>
    server.call('POST', 'UpdateProfile', {
      token,
      body: {
        PersonalInfo: {
          Address: null,
          PhoneNumbers: [
            { PhoneNumber: '8015550100', Primary: true, OptInToTexting: false },
            { PhoneNumber: number, Primary: false, OptInToTexting: false },
          ],
        },
      },
    });
  return { ...server, token, get, modify, ownPhone };
}

describe('GetSubscriptionInfo', () => {
  it("answers the phone's options per branding", async () => {
    const server = await signedIn();
    const { status, json } = await server.get('385-555-0187');
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}GetSubscriptionInfoResponse`, json);
    expect(json).toEqual({
      HasNoErrors: true,
      Errors: [],
      SubscriptionInfo: {
        Options: [
          {
            BrandingId: 1,
            BrandingName: 'Harbor Valley Credit Union',
            OptInAccount: true,
            OptInMarketing: false,
          },
          {
            BrandingId: 2,
            BrandingName: 'Harbor Valley Credit Union Auto Loans',
            OptInAccount: false,
            OptInMarketing: false,
          },
        ],
      },
    });
  });

  it('refuses a phone that is not textable (Invalid), which the profile marks', async () => {
    const server = await signedIn();
    const saved = await server.ownPhone(NOT_TEXTABLE_PHONE);
    expect(saved.json.PersonalInfo.PhoneNumbers[1]).toMatchObject({ Textable: false });
    const { json } = await server.get(NOT_TEXTABLE_PHONE);
    expectSchema(`${SCHEMA}GetSubscriptionInfoResponse`, json);
    expect(json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'Invalid' }],
      SubscriptionInfo: null,
    });
  });

  it("refuses another customer's number (403 NotOwnPhone)", async () => {
    const server = await signedIn();
    const { status, json } = await server.get('8015550199');
    expect([status, json.Errors[0].ErrorMessage]).toEqual([403, 'NotOwnPhone']);
  });
});

describe('ModifySubscriptions', () => {
  it('sets the flags sent, leaves those sent as null, and records the change', async () => {
    const server = await signedIn();
    const { json } = await server.modify({
      PhoneNumber: '3855550187',
      Options: [
        { BrandingId: 1, OptInAccount: null, OptInMarketing: true },
        { BrandingId: 2, OptInAccount: true, OptInMarketing: null },
      ],
    });
    expectSchema(`${SCHEMA}ModifySubscriptionsResponse`, json);
    expect([json.HasNoErrors, json.Errors]).toEqual([true, []]);
    const options = (await server.get('3855550187')).json.SubscriptionInfo.Options;
    expect(
      options.map((o: { OptInAccount: boolean; OptInMarketing: boolean }) => [
        o.OptInAccount,
        o.OptInMarketing,
      ]),
    ).toEqual([
      [true, true],
      [true, false],
    ]);
    expect(server.deps.db.all('SELECT form, fields FROM profile_changes')).toEqual([
      { form: 'TextSubscriptions', fields: '["Branding1.OptInMarketing","Branding2.OptInAccount"]' },
    ]);
  });

  it('answers a partial failure with what the server kept, as JSON in ErrorMessage', async () => {
    const server = await signedIn();
    await server.ownPhone(MARKETING_REFUSED_PHONE);
    const { json } = await server.modify({
      PhoneNumber: MARKETING_REFUSED_PHONE,
      Options: [
        { BrandingId: 1, OptInAccount: true, OptInMarketing: true },
        { BrandingId: 2, OptInAccount: true, OptInMarketing: true },
      ],
    });
    expectSchema(`${SCHEMA}ModifySubscriptionsResponse`, json);
    expect(json.HasNoErrors).toBe(false);
    expect(JSON.parse(json.Errors[0].ErrorMessage)).toEqual([
      { BrandingId: 1, OptInAccount: true, OptInMarketing: true },
      { BrandingId: 2, OptInAccount: true, OptInMarketing: false },
    ]);
    for (const kept of JSON.parse(json.Errors[0].ErrorMessage))
      expectSchema(`${SCHEMA}KeptSubscription`, kept);
    expect(json.SubscriptionInfo.Options[1]).toMatchObject({ OptInAccount: true, OptInMarketing: false });
  });

  it('refuses a phone that is not textable (Invalid)', async () => {
    const server = await signedIn();
    await server.ownPhone(NOT_TEXTABLE_PHONE);
    const { json } = await server.modify({
      PhoneNumber: NOT_TEXTABLE_PHONE,
      Options: [{ BrandingId: 1, OptInAccount: true, OptInMarketing: null }],
    });
    expect(json.Errors[0].ErrorMessage).toBe('Invalid');
  });

  it.each([
    [
      'an unknown branding',
      { PhoneNumber: '3855550187', Options: [{ BrandingId: 9, OptInAccount: true, OptInMarketing: null }] },
    ],
    ['a flag missing', { PhoneNumber: '3855550187', Options: [{ BrandingId: 1, OptInAccount: true }] }],
    ['no phone', { Options: [] }],
    [
      'a string flag',
      { PhoneNumber: '3855550187', Options: [{ BrandingId: 1, OptInAccount: 'yes', OptInMarketing: null }] },
    ],
  ])('answers 400 for %s', async (_, body) => {
    const server = await signedIn();
    expect((await server.modify(body)).status).toBe(400);
  });

  it('answers 401 without a session', async () => {
    const { call } = await testServer();
    for (const path of ['SolutionsByText/GetSubscriptionInfo', 'SolutionsByText/ModifySubscriptions'])
      expect((await call('POST', path, { body: { PhoneNumber: '3855550187', Options: [] } })).status).toBe(
        401,
      );
  });
});
