// @vitest-environment node
/**
 * PUT /api/ManualChangeContactInfo held to the portal's own rules (src/domain/contactChange,
 * spec 03 §2.9, §3, §5, §7): a request built by the portal's builder is recorded with the
 * signed-in user's names and e-mailed to the institution (its typed values escaped in the HTML
 * body); another customer's or a deposit account is refused with nothing recorded; each shape
 * the rules refuse is a 400; with ForceManualCifChanges off the call is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildContactChangeRequest,
  EMPTY_FORM,
  type ContactChangeForm,
  type ContactChangeRequest,
} from '../../src/domain/contactChange';
import { expectSchema, settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/contactChange.json#/$defs/';
const INSTITUTION = 'service@harborvalley.example';
const HOME = '01-123401-9';
const LINE_OF_CREDIT = '01-555120-3';
const SAVINGS = '22-004512-0';
const OTHERS = '01-310001-4';

const FORM: ContactChangeForm = {
  ...EMPTY_FORM,
  accounts: [HOME, LINE_OF_CREDIT],
  changeAddress: true,
  changePhone: true,
  oldAddress: { addressLine1: '12 Harbor Way', addressLine2: '', city: 'Salt Lake City', state: 'UT', zip: '84101' },
  newAddress: { addressLine1: "40 O'Neil Rd #4", addressLine2: 'Unit B/2', city: 'Provo', state: 'UT', zip: '84601' },
  phone1: { old: '(801) 555-0142', new: '(385) 555-0199' },
}; // prettier-ignore
const REQUEST = buildContactChangeRequest(FORM, { username: 'demo.borrower', personalName: 'Alex Morgan' });

interface RecordedRow {
  user_id: number;
  account_numbers: string;
  request: string;
}

function contactChangeApi(server: PaymentServer) {
  return {
    put: (body: unknown, user = 'demo.borrower') => server.as(user, 'PUT', 'ManualChangeContactInfo', body),
    rows: () => server.deps.db.all<RecordedRow>('SELECT * FROM contact_change_requests ORDER BY id'),
  };
}

describe('PUT ManualChangeContactInfo with manual changes forced (the demo institution)', () => {
  let server: PaymentServer;
  let api: ReturnType<typeof contactChangeApi>;
  beforeAll(async () => {
    server = await paymentServer();
    api = contactChangeApi(server);
  });

  it('records the request with the signed-in user and e-mails it to the institution', async () => {
    const before = await server.outbox(INSTITUTION);
    const answer = await api.put({ ...REQUEST, UserName: 'someone.else', FirstName: 'Mallory' });
    expect(answer).toEqual({ status: 200, json: { HasNoErrors: true, Errors: [] } });
    expectSchema(`${SCHEMA}ContactChangeResponse`, answer.json);

    const rows = api.rows();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.account_numbers)).toEqual([HOME, LINE_OF_CREDIT]);
    const recorded = JSON.parse(rows[0]!.request) as ContactChangeRequest;
    expect(recorded).toMatchObject({ ...REQUEST, UserName: 'demo.borrower' });
    expect(recorded.FirstName).not.toBe('Mallory');
    expectSchema(`${SCHEMA}ContactChangeRequest`, recorded);

    const mails = await server.outbox(INSTITUTION);
    expect(mails).toHaveLength(before.length + 1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Contact information change request');
    expect(mail!.text).toContain('username demo.borrower');
    expect(mail!.text).toContain(`accounts ${HOME}, ${LINE_OF_CREDIT}`);
    expect(mail!.text).toContain("New address: 40 O'Neil Rd #4, Unit B/2, Provo, UT 84601");
    expect(mail!.text).toContain('Phone 1: from (801) 555-0142 to (385) 555-0199');
    expect(mail!.html).toContain('40 O&#39;Neil Rd #4');
    expect(mail!.html).not.toContain("O'Neil");
    // Not in the borrower's own outbox, whose newest message tests read as the security code.
    expect((await server.outbox('demo.borrower')).map((sent) => sent.subject)).not.toContain(mail!.subject);
  });

  it('escapes the customer’s name in the e-mail’s HTML body', async () => {
    const own = await paymentServer();
    own.deps.db.run(
      `UPDATE customers SET first_name = '<b>Alex</b>' WHERE id = (SELECT customer_id FROM users WHERE username = 'demo.borrower')`,
    );
    expect((await contactChangeApi(own).put(REQUEST)).status).toBe(200);
    const [mail] = await own.outbox(INSTITUTION);
    expect(mail!.text).toContain('<b>Alex</b>');
    expect(mail!.html).toContain('&lt;b&gt;Alex&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>');
  });

  it.each<[string, string[]]>([
    ['another customer’s loan', [HOME, OTHERS]],
    ['an account number nobody has', ['01-999999-9']],
  ])('answers 403 for %s and records nothing', async (_name, accounts) => {
    const count = api.rows().length;
    const mails = (await server.outbox(INSTITUTION)).length;
    const answer = await api.put({ ...REQUEST, AccountNumbers: accounts });
    expect(answer.status).toBe(403);
    expect(answer.json.Errors[0].ErrorMessage).toBe('NotYourAccount');
    expect(api.rows()).toHaveLength(count);
    expect(await server.outbox(INSTITUTION)).toHaveLength(mails);
  });

  it('refuses a deposit account (not a loan) with 400', async () => {
    expect((await api.put({ ...REQUEST, AccountNumbers: [SAVINGS] })).status).toBe(400);
  });

  const address = REQUEST.NewAddress!;
  it.each<[string, object, string]>([
    ['no account', { AccountNumbers: [] }, 'accounts NoAccount'],
    ['no section', { NewAddress: null, OldAddress: null, PhoneNumber1: null }, 'sections NoChange'],
    ['a new address without the old', { OldAddress: null }, 'oldAddress.addressLine1 Required'],
    ['an empty first line', { NewAddress: { ...address, Address1: ' ' } }, 'newAddress.addressLine1 Required'],
    ['an empty city', { NewAddress: { ...address, City: '' } }, 'newAddress.city Required'],
    ['no state', { NewAddress: { ...address, State: '' } }, 'newAddress.state Required'],
    ['a state not in the list', { NewAddress: { ...address, State: 'ZZ' } }, 'newAddress.state StateInvalid'],
    ['a zip of 4 digits', { NewAddress: { ...address, ZipCode: '8460' } }, 'newAddress.zip ZipTooShort'],
    ['a zip of 6 digits', { NewAddress: { ...address, ZipCode: '846011' } }, 'newAddress.zip ZipTooLong'],
    ['a phone number outside the mask', { PhoneNumber1: { OldPhoneNumber: '801-555-0142', NewPhoneNumber: '(385) 555-0199' } },
      'phone1.old PhoneInvalid'],
    ['an old number without the new', { PhoneNumber2: { OldPhoneNumber: '(801) 555-0142', NewPhoneNumber: '' } },
      'phone2.new NewPhoneMissing'],
    ['a new number without the old', { PhoneNumber2: { OldPhoneNumber: '', NewPhoneNumber: '(801) 555-0142' } },
      'phone2.old OldPhoneMissing'],
    ['a first line over 45 characters', { NewAddress: { ...address, Address1: 'a'.repeat(46) } }, 'Address1'],
    ['a missing field', { UserName: undefined }, 'UserName'],
    ['an unknown field', { Extra: true }, 'Extra'],
    ['an account number that is no account number', { AccountNumbers: ['<script>'] }, 'AccountNumbers'],
  ])('answers 400 to %s, naming it, and records nothing', async (_name, change, named) => {
    const count = api.rows().length;
    const answer = await api.put({ ...REQUEST, ...change });
    expect(answer.status).toBe(400);
    expect(answer.json.Message).toContain(named);
    expect(api.rows()).toHaveLength(count);
  }); // prettier-ignore

  it('needs a session', async () => {
    expect((await server.call('PUT', 'ManualChangeContactInfo', { body: REQUEST })).status).toBe(401);
  });
});

describe('PUT ManualChangeContactInfo without manual changes forced', () => {
  it('answers 403 ManualCifChangesOff and records nothing', async () => {
    const server = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { ForceManualCifChanges: false } }),
    });
    const api = contactChangeApi(server);
    const answer = await api.put(REQUEST);
    expect(answer.status).toBe(403);
    expect(answer.json.Errors[0].ErrorMessage).toBe('ManualCifChangesOff');
    expect(api.rows()).toEqual([]);
    expect(await server.outbox(INSTITUTION)).toEqual([]);
  });
});
