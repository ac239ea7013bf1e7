// @vitest-environment node
/**
 * Submitting and deleting payments (spec 02 §7): immediate, scheduled and recurring payments
 * by card and bank account as the portal sends them, their reference numbers, the loan's
 * balance and amount due after an immediate payment (what the dashboard shows), scheduled and
 * recurring payments listed and deleted with a new account token, and the idempotency key:
 * the same key twice, one after the other or at once, makes one payment.
 */
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectSchema, settingsFile } from './support';
import { MONDAY, paymentRequest, paymentServer, type PaymentServer } from './paymentsSupport';

const SCHEMA = 'api/payments.json#/$defs/';
const LOAN = '01-123401-9';

let server: PaymentServer;
beforeEach(async () => {
  // The demo requires the ACH draft agreement (for the Documents page); paymentsDraftAgreement.test.ts
  // covers it, so these recurring ACH payments are made where it is not required.
  server = await paymentServer({
    settingsFile: settingsFile({ institutionOptions: { RequireAchDraftAgreement: false } }),
  });
  server.toMonday();
});

function paymentsOf(number: string) {
  return server.deps.db.all(
    'SELECT p.kind, p.amount_cents FROM payments p JOIN accounts a ON a.id = p.account_id WHERE a.number = :number',
    { number },
  );
}

describe('an immediate payment', () => {
  it('is made with a saved bank account, answers a reference number and pays down the loan', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { status, json } = await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 31_245 });
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}SubmitPaymentResponse`, json);
    expect(json).toMatchObject({ HasNoErrors: true, PaymentDate: MONDAY, TotalAmount: 312.45 });
    expect(json.ReferenceNumber).toMatch(/^HV-[A-Z2-9]{8}$/);
    expect(server.loanRow(LOAN)).toMatchObject({ amount_due_cents: 0, balance_cents: 972_055 - 31_245 });
    const list = await server.as('demo.borrower', 'GET', 'accountList');
    const loan = list.json.Accounts.find((account: { Number: string }) => account.Number === LOAN);
    expect(loan).toMatchObject({ LoanAmountDue: 0, Balance: 9408.1 });
  });

  it('brings a past-due loan up to date when its amount due is paid', async () => {
    const method = await server.savedMethod('demo.borrower', '01-123400-1', '6789');
    await server.pay('demo.borrower', '01-123400-1', MONDAY, { method, amountCents: 97_840 });
    const list = await server.as('demo.borrower', 'GET', 'accountList');
    const loan = list.json.Accounts.find((account: { Number: string }) => account.Number === '01-123400-1');
    expect(loan).toMatchObject({ LoanAmountDue: 0, LoanPastDue: false, Status: '' });
  });

  it('takes the card fee of a debit card and adds it to the total', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '1111');
    const { json } = await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 10_000 });
    expect(json.TotalAmount).toBe(102.5);
    expect(server.loanRow(LOAN).amount_due_cents).toBe(31_245 - 10_000);
  });

  it('pays off the loan: balance and amount due go to 0, and the loan needs no payment after', async () => {
    const info = await server.info('demo.borrower', LOAN);
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { path, body } = paymentRequest(info, MONDAY, {
      method,
      amountCents: Math.round(info.PayOffAmount * 100),
      isPayoff: true,
    });
    const { json } = await server.as('demo.borrower', 'POST', path, body);
    expect(json.HasNoErrors).toBe(true);
    expect(server.loanRow(LOAN)).toMatchObject({ balance_cents: 0, amount_due_cents: 0 });
    const again = paymentRequest(info, MONDAY, { method, amountCents: 100 });
    expect(
      (await server.as('demo.borrower', 'POST', again.path, again.body)).json.Errors[0].ErrorMessage,
    ).toBe('NoPaymentNeeded');
  });

  it('is made once with a single-use card, which then pays no more', async () => {
    const added = await server.as('demo.borrower', 'POST', 'PaymentMethod/AddCardPaymentMethod', {
      BillingAddress: { ZipCode: '84101' },
      CardHolderFirstName: 'Alex',
      CardHolderLastName: 'Morgan',
      CardNumber: '6011 1111 1111 1117',
      ExpirationDate: '04/31',
      SecurityCode: '321',
      CardType: 'discover',
      DebitCreditType: 'DebitCard',
      LoanAccountNumber: LOAN,
      Save: false,
    });
    const method = { IsCard: true as const, CardInfo: added.json.PaymentMethod.CardInfo };
    expect(
      (await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 5_000 })).json.HasNoErrors,
    ).toBe(true);
    expect((await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 5_000 })).status).toBe(
      403,
    );
  });

  it('is made with a bank account given in full and used once, stored as its last four', async () => {
    const method = {
      IsCard: false as const,
      AchInfo: {
        AccountType: 'Checking' as const,
        AccountNumber: '987654321',
        ProfileId: '',
        RoutingNumber: '021000021',
        OwnerName: 'Alex Morgan',
      },
    };
    const { json } = await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 5_000 });
    expect(json.HasNoErrors).toBe(true);
    expect(JSON.stringify(server.deps.db.all('SELECT * FROM payments'))).not.toContain('987654321');
  });
});

describe('the idempotency key', () => {
  it('makes one payment of two identical submits and answers the first answer again', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { path, body } = paymentRequest(await server.info('demo.borrower', LOAN), MONDAY, {
      method,
      amountCents: 10_000,
    });
    const first = await server.as('demo.borrower', 'POST', path, body);
    const second = await server.as('demo.borrower', 'POST', path, body);
    expect(second.json).toEqual(first.json);
    expect(paymentsOf(LOAN)).toEqual([{ kind: 'immediate', amount_cents: 10_000 }]);
    expect(server.loanRow(LOAN).amount_due_cents).toBe(31_245 - 10_000);
  });

  it('makes one payment of five identical submits sent at once (a double click, a second tab)', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { path, body } = paymentRequest(await server.info('demo.borrower', LOAN), MONDAY, {
      method,
      amountCents: 10_000,
    });
    const token = await server.tokenOf('demo.borrower');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => server.call('POST', path, { token, body })),
    );
    expect(new Set(answers.map((answer) => answer.json.ReferenceNumber)).size).toBe(1);
    expect(answers.every((answer) => answer.status === 200 && answer.json.HasNoErrors)).toBe(true);
    expect(paymentsOf(LOAN)).toHaveLength(1);
    expect(server.loanRow(LOAN).amount_due_cents).toBe(31_245 - 10_000);
  });

  it('answers the first answer again even once the rules would refuse the payment now', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const info = await server.info('demo.borrower', LOAN);
    const { path, body } = paymentRequest(info, MONDAY, {
      method,
      amountCents: Math.round(info.PayOffAmount * 100),
      isPayoff: true,
    });
    const first = await server.as('demo.borrower', 'POST', path, body);
    const retry = await server.as('demo.borrower', 'POST', path, body);
    expect(retry.json).toEqual(first.json);
  });

  it('makes two payments of two keys, and refuses a key sent again with another payment (409)', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const key = randomUUID();
    const first = await server.pay('demo.borrower', LOAN, MONDAY, {
      method,
      amountCents: 1_000,
      idempotencyKey: key,
    });
    const other = await server.pay('demo.borrower', LOAN, MONDAY, { method, amountCents: 1_000 });
    expect(other.json.ReferenceNumber).not.toBe(first.json.ReferenceNumber);
    const reused = await server.pay('demo.borrower', LOAN, MONDAY, {
      method,
      amountCents: 2_000,
      idempotencyKey: key,
    });
    expect(reused.status).toBe(409);
    expect(reused.json.Errors[0].ErrorMessage).toBe('IdempotencyKeyReused');
    expect(paymentsOf(LOAN)).toHaveLength(2);
  });

  it('is required, and belongs to its user', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { path, body } = paymentRequest(await server.info('demo.borrower', LOAN), MONDAY, {
      method,
      amountCents: 1_000,
    });
    const { IdempotencyKey: _key, ...withoutKey } = body;
    expect((await server.as('demo.borrower', 'POST', path, withoutKey)).status).toBe(400);
  });
});

describe('scheduled and recurring payments', () => {
  it('stores a scheduled card payment, lists it, and leaves the balance until its date', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '1111');
    const { json } = await server.pay('demo.borrower', LOAN, MONDAY, {
      method,
      amountCents: 10_000,
      date: '2026-11-30',
    });
    expect(json).toMatchObject({ HasNoErrors: true, PaymentDate: '2026-11-30', TotalAmount: 102.5 });
    const info = await server.info('demo.borrower', LOAN);
    expect(info.ScheduledPayments).toEqual([
      {
        EncryptedString: expect.any(String),
        IsCard: true,
        AccountNumber: '1111',
        PaymentDate: '2026-11-30',
        PaymentAmount: 100,
        CanDelete: true,
        HasBeenPosted: false,
        ReferenceNumber: json.ReferenceNumber,
      },
    ]);
    expect(server.loanRow(LOAN).amount_due_cents).toBe(31_245);
    // On its date it is posted and pays down the loan.
    server.clock.advanceMinutes(7 * 24 * 60);
    server.signOut('demo.borrower');
    const posted = await server.info('demo.borrower', LOAN);
    expect(posted.ScheduledPayments[0]).toMatchObject({ HasBeenPosted: true, CanDelete: false });
    expect(server.loanRow(LOAN).amount_due_cents).toBe(21_245);
  });

  it('stores a recurring ACH payment days before the due date, shown at its next draw', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '6789');
    const { json } = await server.pay('demo.borrower', LOAN, MONDAY, {
      method,
      amountCents: 31_245,
      frequency: 'DaysBeforeDue',
      numDays: 2,
    });
    expect(json).toMatchObject({ HasNoErrors: true, PaymentDate: '2026-11-29' });
    const info = await server.info('demo.borrower', LOAN);
    expect(info.RecurringPayment).toMatchObject({
      IsCard: false,
      RecurringOption: 'DaysBeforeDue',
      NumberOfDays: 2,
      Date: '2026-11-29',
      TotalAmount: 312.45,
      PaymentAccountNum: '6789',
      CanDelete: true,
      ReferenceNumber: json.ReferenceNumber,
    });
  });

  it('stores a weekly card payment from its first date', async () => {
    const method = await server.savedMethod('demo.borrower', LOAN, '1111');
    const { json } = await server.pay('demo.borrower', LOAN, MONDAY, {
      method,
      amountCents: 7_500,
      frequency: 'Weekly',
      date: '2026-11-27',
    });
    expect(json.HasNoErrors).toBe(true);
    expect((await server.info('demo.borrower', LOAN)).RecurringPayment).toMatchObject({
      RecurringOption: 'Weekly',
      Date: '2026-11-27',
      TotalAmount: 75,
    });
  });

  it('stores a recurring line-of-credit payment of the amount due as 0: calculated at payment time', async () => {
    const method = await server.savedMethod('demo.borrower', '01-555120-3', '6789');
    const { json } = await server.pay('demo.borrower', '01-555120-3', MONDAY, {
      method,
      amountCents: 0,
      frequency: 'OnDueDate',
    });
    expect(json.HasNoErrors).toBe(true);
    expect((await server.info('demo.borrower', '01-555120-3')).RecurringPayment).toMatchObject({
      TotalAmount: 0,
      NumberOfDays: 0,
    });
  });
});

describe('deleting scheduled and recurring payments', () => {
  async function deleteBody(account: string, handle: string, token?: string) {
    const info = await server.info('demo.payments', account);
    return {
      Token: token ?? info.EncryptedData,
      Payment: { EncryptedString: handle, LoanAccountNumber: account },
    };
  }

  it('deletes a pending scheduled payment and answers the next account token; the old one no longer works', async () => {
    const before = await server.info('demo.payments', '01-310001-4');
    const pending = before.ScheduledPayments.find((payment) => payment.CanDelete)!;
    const body = await deleteBody('01-310001-4', pending.EncryptedString);
    const { status, json } = await server.as('demo.payments', 'POST', 'PaymentScheduled/DeleteAch', body);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}DeletePaymentResponse`, json);
    expect(json.Token).not.toBe(before.EncryptedData);
    const after = await server.info('demo.payments', '01-310001-4');
    expect(after.ScheduledPayments.map((payment) => payment.HasBeenPosted)).toEqual([true]);
    expect(after.EncryptedData).toBe(json.Token);
    const stale = await server.as('demo.payments', 'POST', 'PaymentScheduled/DeleteAch', body);
    expect(stale.status).toBe(403);
    expect(stale.json.Errors[0].ErrorMessage).toBe('InvalidToken');
  });

  it('refuses a posted payment with ScheduledAchNotModifiable and a card delete of a bank payment with 400', async () => {
    const info = await server.info('demo.payments', '01-310001-4');
    const posted = info.ScheduledPayments.find((payment) => payment.HasBeenPosted)!;
    const refused = await server.as(
      'demo.payments',
      'POST',
      'PaymentScheduled/DeleteAch',
      await deleteBody('01-310001-4', posted.EncryptedString),
    );
    expect(refused.json.Errors[0].ErrorMessage).toBe('ScheduledAchNotModifiable');
    const pending = info.ScheduledPayments.find((payment) => payment.CanDelete)!;
    const wrong = await server.as(
      'demo.payments',
      'POST',
      'PaymentScheduled/DeleteCard',
      await deleteBody('01-310001-4', pending.EncryptedString),
    );
    expect(wrong.status).toBe(400);
  });

  it('deletes the recurring payment, after which a new one may be set up', async () => {
    const info = await server.info('demo.payments', '01-310002-2');
    const body = await deleteBody('01-310002-2', info.RecurringPayment!.EncryptedData);
    const { json } = await server.as('demo.payments', 'POST', 'PaymentRecurring/DeleteAch', body);
    expect(json.HasNoErrors).toBe(true);
    expect((await server.info('demo.payments', '01-310002-2')).RecurringPayment).toBeNull();
  });

  it('refuses a recurring payment the institution keeps (CanDelete false)', async () => {
    server.deps.db.run('UPDATE recurring_payments SET can_delete = 0');
    const info = await server.info('demo.payments', '01-310002-2');
    expect(info.RecurringPayment!.CanDelete).toBe(false);
    const body = await deleteBody('01-310002-2', info.RecurringPayment!.EncryptedData);
    const { json } = await server.as('demo.payments', 'POST', 'PaymentRecurring/DeleteAch', body);
    expect(json.Errors[0].ErrorMessage).toBe('RecurringAchDeleteNotAllowed');
  });

  it("refuses another user's payment with 403 and leaves it there", async () => {
    const theirs = (await server.info('demo.payments', '01-310001-4')).ScheduledPayments.find(
      (payment) => payment.CanDelete,
    )!;
    const own = await server.info('demo.borrower', LOAN);
    const asOwnLoan = await server.as('demo.borrower', 'POST', 'PaymentScheduled/DeleteAch', {
      Token: own.EncryptedData,
      Payment: { EncryptedString: theirs.EncryptedString, LoanAccountNumber: LOAN },
    });
    expect(asOwnLoan.status).toBe(403);
    const asTheirLoan = await server.as('demo.borrower', 'POST', 'PaymentScheduled/DeleteAch', {
      Token: own.EncryptedData,
      Payment: { EncryptedString: theirs.EncryptedString, LoanAccountNumber: '01-310001-4' },
    });
    expect(asTheirLoan.status).toBe(403);
    expect(asTheirLoan.json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'NotYourAccount' }],
      Message: expect.any(String),
    });
    expect((await server.info('demo.payments', '01-310001-4')).ScheduledPayments).toHaveLength(2);
  });
});
