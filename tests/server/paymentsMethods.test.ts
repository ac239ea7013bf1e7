// @vitest-environment node
/**
 * Saved payment methods (spec 02 §7 PaymentMethod): cards and bank accounts checked with the
 * portal's own form rules and refused with the catalogue's codes, kept and answered as their
 * last four digits only, single-use methods never listed, defaults per loan, and nothing of
 * another user's reachable.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/payments.json#/$defs/';
const LOAN = '01-123401-9';
const MASTERCARD = '5555555555554444';

function card(overrides: Record<string, unknown> = {}) {
  return {
    BillingAddress: { ZipCode: '84101', Address1: '245 E 300 S', City: 'Salt Lake City', State: 'UT' },
    CardHolderFirstName: 'Alex',
    CardHolderLastName: 'Morgan',
    CardNumber: MASTERCARD,
    ExpirationDate: '10/30',
    SecurityCode: '123',
    CardType: 'master',
    DebitCreditType: 'CreditCard',
    LoanAccountNumber: LOAN,
    ...overrides,
  };
}

function bankAccount(overrides: Record<string, unknown> = {}) {
  return {
    AccountType: 'Checking',
    RoutingNumber: '021000021',
    AccountNumber: '000123456789',
    OwnerName: 'Alex Morgan',
    LoanAccountNumber: LOAN,
    ...overrides,
  };
}

let server: PaymentServer;
beforeEach(async () => {
  server = await paymentServer();
});

describe('POST PaymentMethod/GetPaymentMethods', () => {
  it("answers the user's saved methods and the loan's default in the shape of the contract", async () => {
    const { status, json } = await server.as('demo.payments', 'POST', 'PaymentMethod/GetPaymentMethods', {
      AccountNumber: '01-310001-4',
    });
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}PaymentMethodsResponse`, json);
    expect(json.PaymentMethods.map((method: { LastFour: string }) => method.LastFour)).toEqual([
      '4444',
      '4321',
    ]);
    expect(json.DefaultPaymentMethod).toEqual({
      IsCard: true,
      ProfileId: json.PaymentMethods[0].CardInfo.ProfileId,
    });
  });

  it("refuses another user's loan with 403", async () => {
    const { status } = await server.as('demo.payments', 'POST', 'PaymentMethod/GetPaymentMethods', {
      AccountNumber: LOAN,
    });
    expect(status).toBe(403);
  });
});

describe('POST PaymentMethod/AddCardPaymentMethod', () => {
  it('keeps a new card as brand, expiry and last four: the full number is in no answer and no table', async () => {
    const { status, json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card(),
    );
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}PaymentMethodResponse`, json);
    expect(json.PaymentMethod).toMatchObject({
      IsCard: true,
      Save: true,
      LastFour: '4444',
      CardInfo: {
        CardType: 'master',
        CardNumber: '4444',
        ExpirationDate: '10/30',
        DebitCreditType: 'CreditCard',
      },
    });
    const stored = JSON.stringify(server.deps.db.all('SELECT * FROM payment_methods'));
    expect(stored).not.toContain(MASTERCARD);
    expect(stored).not.toContain('"123"');
    const listed = await server.as('demo.borrower', 'POST', 'PaymentMethod/GetPaymentMethods', {
      AccountNumber: LOAN,
    });
    expect(JSON.stringify(listed.json)).not.toContain(MASTERCARD);
    expect(listed.json.PaymentMethods).toHaveLength(3);
  });

  it('keeps a card with Save false as a single-use method that is never listed', async () => {
    const { json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card({ Save: false }),
    );
    expect(json.PaymentMethod).toMatchObject({ Save: false, LastFour: '4444' });
    const listed = await server.as('demo.borrower', 'POST', 'PaymentMethod/GetPaymentMethods', {
      AccountNumber: LOAN,
    });
    expect(listed.json.PaymentMethods).toHaveLength(2);
  });

  it.each([
    ['a number of no brand taken', { CardNumber: '9111111111111111' }, 'CardNotAllowed'],
    ['a number failing the Luhn check', { CardNumber: '5555555555554445' }, 'InvalidInfo'],
    ['a number of the wrong length', { CardNumber: '555555555555444' }, 'InvalidInfo'],
    ['a brand other than the number says', { CardType: 'visa' }, 'InvalidInfo'],
    ['an expired card', { ExpirationDate: '10/26' }, 'Expired'],
    ['an expiry that is no month', { ExpirationDate: '13/30' }, 'InvalidInfo'],
    ['a security code of 2 digits', { SecurityCode: '12' }, 'InvalidInfo'],
    ['a holder name with a forbidden character', { CardHolderLastName: 'Mor<gan' }, 'InvalidInfo'],
    ['a zip that is no zip', { BillingAddress: { ZipCode: '8410' } }, 'InvalidInfo'],
    [
      'the saved Visa again',
      {
        CardNumber: '4111111111111111',
        CardType: 'visa',
        ExpirationDate: '12/29',
        DebitCreditType: 'DebitCard',
      },
      'AlreadyExists',
    ],
  ])('refuses %s with %s', async (_case, overrides, code) => {
    const { status, json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card(overrides),
    );
    expect(status).toBe(200);
    expectSchema('api/common.json#/$defs/ErrorResponse', json);
    expect(json.Errors[0].ErrorMessage).toBe(code);
  });

  it.each([
    [
      'a credit card where only debit cards are taken',
      { DebitCardsOnly: true },
      {},
      'CreditCardsNotAccepted',
    ],
    ['a brand switched off', { AllowMaster: false }, {}, 'CardNotAllowed'],
    ['a card where cards are not taken', { AllowCardPayments: false }, {}, 'CardNotAllowed'],
    [
      'a card without the full billing address it requires',
      { RequireFullBillingAddress: true },
      { BillingAddress: { ZipCode: '84101' } },
      'InvalidInfo',
    ],
    [
      'a single-use card where single use is off',
      { AllowSingleUseCard: false },
      { Save: false },
      'MustSavePaymentMethod',
    ],
    ['saving a card where card profiles are off', { AllowCardProfiles: false }, {}, 'InvalidInfo'],
  ])('refuses %s', async (_case, institutionOptions, overrides, code) => {
    const bank = await paymentServer({ settingsFile: settingsFile({ institutionOptions }) });
    const { json } = await bank.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card(overrides),
    );
    expect(json.Errors[0].ErrorMessage).toBe(code);
  });

  it("refuses a card for another user's loan with 403 and a body off the contract with 400", async () => {
    const theirs = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card({ LoanAccountNumber: '01-310001-4' }),
    );
    expect(theirs.status).toBe(403);
    const bad = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card({ CardType: 'diners' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('POST PaymentMethod/AddAchPaymentMethod and ValidateAchPaymentMethod', () => {
  it('keeps a bank account as type, routing number and last four, answered masked', async () => {
    const { json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddAchPaymentMethod',
      bankAccount(),
    );
    expectSchema(`${SCHEMA}PaymentMethodResponse`, json);
    expect(json.PaymentMethod).toMatchObject({
      IsCard: false,
      LastFour: '6789',
      AchInfo: {
        AccountType: 'Checking',
        AccountNumber: '6789',
        RoutingNumber: '021000021',
        BankName: 'JPMorgan Chase Bank, N.A.',
      },
    });
    expect(JSON.stringify(server.deps.db.all('SELECT * FROM payment_methods'))).not.toContain('123456789');
  });

  it('validates a bank account and answers its bank', async () => {
    const { json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/ValidateAchPaymentMethod',
      bankAccount(),
    );
    expectSchema(`${SCHEMA}ValidateAchPaymentMethodResponse`, json);
    expect(json.Bank).toMatchObject({ Name: 'JPMorgan Chase Bank, N.A.', BankExists: true });
  });

  it.each([
    ['a routing number failing the ABA checksum', { RoutingNumber: '123456789' }, 'RoutingNumberInvalid'],
    ['a routing number of no bank in the table', { RoutingNumber: '123456780' }, 'RoutingNumberInvalid'],
    ['a routing number of 8 digits', { RoutingNumber: '12400005' }, 'RoutingNumberInvalid'],
    ['an account number of zeros', { AccountNumber: '0000' }, 'RoutingAccountInvalidThirdParty'],
    [
      'an account number of one digit repeated',
      { AccountNumber: '7777777' },
      'RoutingAccountInvalidThirdParty',
    ],
    ['an account number with letters', { AccountNumber: '12ab' }, 'RoutingAccountInvalidThirdParty'],
    ['an owner name of one word', { OwnerName: 'Alex' }, 'InvalidInfo'],
  ])('refuses %s with %s (validate and add alike)', async (_case, overrides, code) => {
    for (const path of ['PaymentMethod/ValidateAchPaymentMethod', 'PaymentMethod/AddAchPaymentMethod']) {
      const { json } = await server.as('demo.borrower', 'POST', path, bankAccount(overrides));
      expect(json.Errors[0].ErrorMessage).toBe(code);
    }
  });

  it.each([
    [
      'the saved checking account again',
      'demo.borrower',
      { RoutingNumber: '124000054', AccountNumber: '44556789' },
      'AlreadyExists',
    ],
    [
      'a bank account for the card-only loan',
      'demo.limits',
      { LoanAccountNumber: '01-320001-7', OwnerName: 'Drew Carter' },
      'AchNotAllowed',
    ],
    [
      'saving a bank account as a company user',
      'demo.company',
      { LoanAccountNumber: '01-200005-5' },
      'InvalidInfo',
    ],
  ])('refuses %s', async (_case, username, overrides, code) => {
    const { json } = await server.as(
      username,
      'POST',
      'PaymentMethod/AddAchPaymentMethod',
      bankAccount(overrides),
    );
    expect(json.Errors[0].ErrorMessage).toBe(code);
  });

  it('refuses a savings account where only checking is taken', async () => {
    const bank = await paymentServer({
      settingsFile: settingsFile({ institutionOptions: { AllowSavingsAccounts: false } }),
    });
    const { json } = await bank.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddAchPaymentMethod',
      bankAccount({ AccountType: 'Savings' }),
    );
    expect(json.Errors[0].ErrorMessage).toBe('InvalidInfo');
  });

  it('lets a company user use a bank account once', async () => {
    const { json } = await server.as(
      'demo.company',
      'POST',
      'PaymentMethod/AddAchPaymentMethod',
      bankAccount({ LoanAccountNumber: '01-200005-5', Save: false }),
    );
    expect(json.PaymentMethod).toMatchObject({ Save: false, LastFour: '6789' });
  });
});

describe('deleting methods and the default', () => {
  async function methods(username = 'demo.borrower', account = LOAN) {
    return (await server.as(username, 'POST', 'PaymentMethod/GetPaymentMethods', { AccountNumber: account }))
      .json;
  }

  it('sets and removes the default of a loan', async () => {
    const { PaymentMethods } = await methods();
    const visa = PaymentMethods[0].CardInfo;
    const set = await server.as('demo.borrower', 'POST', 'PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: LOAN,
      PaymentMethod: { IsCard: true, ProfileId: visa.ProfileId },
    });
    expectSchema(`${SCHEMA}PaymentMethodResponse`, set.json);
    expect(set.json.DefaultPaymentMethod).toEqual({ IsCard: true, ProfileId: visa.ProfileId });
    // The other loans keep theirs.
    expect((await methods('demo.borrower', '01-123400-1')).DefaultPaymentMethod.IsCard).toBe(false);
    const removed = await server.as(
      'demo.borrower',
      'DELETE',
      `PaymentMethod/RemoveDefaultPaymentMethod?accountNumber=${LOAN}`,
    );
    expectSchema(`${SCHEMA}PaymentMethodResponse`, removed.json);
    expect(removed.json.DefaultPaymentMethod).toBeNull();
    expect((await methods()).DefaultPaymentMethod).toBeNull();
  });

  it('deletes a saved method, and with it the defaults it was', async () => {
    const { PaymentMethods } = await methods();
    const checking = PaymentMethods[1].AchInfo;
    const { status, json } = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/DeleteAchPayment',
      checking,
    );
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}PaymentMethodResponse`, json);
    const after = await methods();
    expect(after.PaymentMethods).toHaveLength(1);
    expect(after.DefaultPaymentMethod).toBeNull();
  });

  it("refuses another user's method with 403 and leaves it there", async () => {
    const theirs = (await methods('demo.payments', '01-310001-4')).PaymentMethods[0].CardInfo;
    const deleted = await server.as('demo.borrower', 'POST', 'PaymentMethod/DeleteCardPayment', theirs);
    expect(deleted.status).toBe(403);
    const set = await server.as('demo.borrower', 'POST', 'PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: LOAN,
      PaymentMethod: { IsCard: true, ProfileId: theirs.ProfileId },
    });
    expect(set.status).toBe(403);
    expect((await methods('demo.payments', '01-310001-4')).PaymentMethods).toHaveLength(2);
  });

  it('refuses a card deleted as a bank account (403), and a default for a loan of another user (403)', async () => {
    const { PaymentMethods } = await methods();
    const visa = PaymentMethods[0].CardInfo;
    expect(
      (
        await server.as('demo.borrower', 'POST', 'PaymentMethod/DeleteAchPayment', {
          ProfileId: visa.ProfileId,
        })
      ).status,
    ).toBe(403);
    const other = await server.as('demo.borrower', 'POST', 'PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: '01-310001-4',
      PaymentMethod: { IsCard: true, ProfileId: visa.ProfileId },
    });
    expect(other.status).toBe(403);
  });

  it('refuses a single-use method as the default', async () => {
    const added = await server.as(
      'demo.borrower',
      'POST',
      'PaymentMethod/AddCardPaymentMethod',
      card({ Save: false }),
    );
    const { json } = await server.as('demo.borrower', 'POST', 'PaymentMethod/SetDefaultPaymentMethod', {
      AccountNumber: LOAN,
      PaymentMethod: { IsCard: true, ProfileId: added.json.PaymentMethod.CardInfo.ProfileId },
    });
    expect(json.Errors[0].ErrorMessage).toBe('MustSavePaymentMethod');
  });
});
