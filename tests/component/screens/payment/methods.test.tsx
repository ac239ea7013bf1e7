import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violations } from '../../../support/axe';
import type { SavedPaymentMethod } from '../../../../src/api/paymentMethods';
import { ACCOUNT, answerMethods, CHECKING, renderPicker, SAVINGS, VISA } from './methodsHarness';

const MASTER: SavedPaymentMethod = {
  ...VISA,
  LastFour: '4444',
  CardInfo: { ...VISA.CardInfo!, CardType: 'master', CardNumber: '4444', ProfileId: 'card-2' },
};

describe('payment type toggle and saved methods', () => {
  it('offers Card and E-Check, preselects the default of the chosen type and writes the selection', async () => {
    const calls = answerMethods();
    const { user, selection } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'E-Check' }));
    const dropdown = await screen.findByRole('combobox', { name: 'Payment Method' });
    expect(dropdown).toHaveDisplayValue('Checking account ending in 6789 (default)');
    expect(
      screen.getByText('Your default payment method is Checking account ending in 6789.'),
    ).toBeInTheDocument();
    expect(calls[0]).toEqual({ path: 'PaymentMethod/GetPaymentMethods', body: { AccountNumber: ACCOUNT } });
    await waitFor(() =>
      expect(selection()).toMatchObject({
        type: 'ACH',
        valid: true,
        singleUse: false,
        lastFour: '6789',
        method: { IsCard: false, AchInfo: { ProfileId: 'ach-1', AccountType: 'Checking' } },
      }),
    );
    // Card: only what applies to cards. The only saved card is preselected; the default bank
    // account is not spoken of, and cannot be removed from here.
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Method' })).toHaveDisplayValue(
      'Visa ending in 1111 (expires 12/28)',
    );
    expect(screen.queryByText(/Your default payment method is/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove default payment method' })).not.toBeInTheDocument();
    await waitFor(() => expect(selection()).toMatchObject({ type: 'Card', valid: true, lastFour: '1111' }));
  });

  it('preselects no card among several when none is the default', async () => {
    answerMethods({ methods: [VISA, MASTER, CHECKING] });
    const { user, selection } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Method' })).toHaveDisplayValue(
      'Select a payment method',
    );
    await waitFor(() => expect(selection()).toMatchObject({ type: 'Card', valid: false, method: null }));
  });

  it('preselects the default card among several, and says it is the default', async () => {
    answerMethods({
      methods: [VISA, MASTER, CHECKING],
      defaultMethod: { IsCard: true, ProfileId: 'card-2' },
    });
    const { user } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Method' })).toHaveDisplayValue(
      'Mastercard ending in 4444 (expires 12/28) (default)',
    );
    expect(
      screen.getByText('Your default payment method is Mastercard ending in 4444 (expires 12/28).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'E-Check' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Method' })).toHaveDisplayValue(
      'Checking account ending in 6789',
    );
    expect(screen.queryByText(/Your default payment method is/)).not.toBeInTheDocument();
  });

  it.each([
    ['cards off by the institution', { options: { AllowCardPayments: false } }, 'ACH'],
    ['ACH not allowed on the loan', { info: { AllowACH: false } }, 'Card'],
  ] as const)('chooses the only type offered automatically: %s', async (_name, opts, type) => {
    answerMethods();
    const { selection } = renderPicker(opts);
    await screen.findByRole('combobox', { name: 'Payment Method' });
    expect(screen.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
    await waitFor(() => expect(selection()).toMatchObject({ type }));
  });

  it('sets and removes the default, with a status message', async () => {
    const calls = answerMethods({ methods: [VISA, CHECKING, SAVINGS] });
    const { user } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Method' }), 'ach-2');
    await user.click(screen.getByRole('button', { name: 'Make this my default payment method' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your default payment method was saved.');
    expect(calls.find((call) => call.path === 'PaymentMethod/SetDefaultPaymentMethod')?.body).toEqual({
      AccountNumber: ACCOUNT,
      PaymentMethod: { IsCard: false, ProfileId: 'ach-2' },
    });
    await user.click(await screen.findByRole('button', { name: 'Remove default payment method' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your default payment method was removed.'),
    );
    expect(screen.queryByText(/Your default payment method is/)).not.toBeInTheDocument();
  });

  it('deletes a method after a 350 px confirmation, clears the selection and shows the status for 5 seconds', async () => {
    const calls = answerMethods();
    const { user, selection } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'E-Check' }));
    await screen.findByRole('combobox', { name: 'Payment Method' });
    await user.click(screen.getByRole('button', { name: 'Delete payment method' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Payment Method' });
    expect(dialog).toHaveClass('dialog--w350');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Checking account ending in 6789?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Successfully deleted payment method.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'PaymentMethod/DeleteAchPayment')?.body).toMatchObject({
      ProfileId: 'ach-1',
    });
    await waitFor(() => expect(selection()).toMatchObject({ type: 'ACH', valid: false }));
    await waitFor(
      () => expect(screen.queryByText('Successfully deleted payment method.')).not.toBeInTheDocument(),
      {
        timeout: 6000,
      },
    );
  }, 10000);

  it('shows the third-party card link instead of the card flow when that option is on', async () => {
    answerMethods();
    const { user } = renderPicker({
      options: { ThirdPartyCardPayments: true, ThirdPartyPaymentUrl: 'https://pay.example.com/' },
    });
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    expect(screen.getByRole('link', { name: /Pay by card/ })).toHaveAttribute(
      'href',
      'https://pay.example.com/',
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('new payment method modal', () => {
  it('opens at once when the chosen type has no saved method, focused on its heading; Escape closes it', async () => {
    answerMethods({ methods: [CHECKING] });
    const { user } = renderPicker();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    const heading = await screen.findByRole('heading', { name: 'New Card' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await violations('fragment')).toEqual([]);
    // What the browser sends a modal dialog on Escape.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'Card' })).toHaveFocus();
  });

  it('masks the card number 4-4-4-4 (amex 4-6-5) and names the brand', async () => {
    answerMethods({ methods: [] });
    const { user } = renderPicker({ options: { AllowAchPayments: false } });
    const number = await screen.findByRole('textbox', { name: /Card Number/ });
    await user.type(number, '4111111111111111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    expect(screen.getByText('Card type: Visa')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '378282246310005');
    expect(number).toHaveValue('3782 822463 10005');
    expect(screen.getByText('Card type: American Express')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Security Code/ })).toHaveAttribute('maxLength', '4');
  });

  it.each([
    [
      'Card Number',
      '3000000000000004',
      "The card number you've entered does not appear to be a supported type.",
    ],
    ['Card Number', '', 'Card Number is required'],
    ['Expiration (MM/YY)', '1320', 'Expiration invalid'],
    ['Expiration (MM/YY)', '', 'Expiration required'],
    ['Security Code', '12', 'Security Code is invalid'],
    ['Card Holder First Name', 'J<n', 'Invalid'],
    ['Billing Zip', '123', 'Zip must be 5 digits or 5+4 digits'],
  ])('card form: %s "%s" says "%s"', async (label, value, message) => {
    answerMethods({ methods: [] });
    const { user } = renderPicker({ options: { AllowAchPayments: false, AllowDiscover: false } });
    const field = await screen.findByRole('textbox', { name: new RegExp(label.replace(/[()/]/g, '.')) });
    if (value) await user.type(field, value);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a card: the request, the new method selected and the save box where both ways are allowed', async () => {
    const calls = answerMethods({ methods: [] });
    const { user, selection } = renderPicker({ options: { AllowAchPayments: false } });
    await screen.findByRole('heading', { name: 'New Card' });
    await user.click(screen.getByRole('radio', { name: 'Debit Card' }));
    await user.type(screen.getByRole('textbox', { name: /Card Number/ }), '4111111111111111');
    await user.type(screen.getByRole('textbox', { name: /Expiration/ }), '1230');
    await user.type(screen.getByRole('textbox', { name: /Security Code/ }), '123');
    await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Alex');
    await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Morgan');
    await user.type(screen.getByRole('textbox', { name: /Billing Zip/ }), '84101');
    expect(screen.getByRole('checkbox', { name: 'Save this payment method to my profile' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === 'PaymentMethod/AddCardPaymentMethod')?.body).toMatchObject({
      CardNumber: '4111111111111111',
      ExpirationDate: '12/30',
      SecurityCode: '123',
      CardType: 'visa',
      DebitCreditType: 'DebitCard',
      CardHolderFirstName: 'Alex',
      LoanAccountNumber: ACCOUNT,
      Save: true,
      BillingAddress: { ZipCode: '84101' },
    });
    await waitFor(() => expect(selection()).toMatchObject({ type: 'Card', valid: true, singleUse: false }));
  });

  it('looks the routing number up 300 ms after the ninth digit and names the bank', async () => {
    const calls = answerMethods({ methods: [] });
    const { user } = renderPicker({ options: { AllowCardPayments: false } });
    const routing = await screen.findByRole('textbox', { name: /Routing Number/ });
    await user.type(routing, '02100002');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(calls.some((call) => call.path === 'ACHRoutingData')).toBe(false);
    await user.type(routing, '1');
    expect(await screen.findByText('Bank: JPMorgan Chase Bank')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'ACHRoutingData')).toEqual([
      { path: 'ACHRoutingData', body: '?routingNumber=021000021' },
    ]);
  });

  it('checks the ACH fields, then validates the account with the host and shows its refusal', async () => {
    answerMethods({ methods: [], validateRefusal: 'RoutingNumberInvalid' });
    const { user } = renderPicker({ options: { AllowCardPayments: false } });
    await user.type(await screen.findByRole('textbox', { name: /Routing Number/ }), '021000021');
    await user.type(screen.getByRole('textbox', { name: /^Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Confirm Account Number/ }), '12345679');
    await user.type(screen.getByRole('textbox', { name: /Owner Name/ }), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('textbox', { name: /Confirm Account Number/ })).toHaveAccessibleDescription(
      'Account Numbers Do Not Match',
    );
    expect(screen.getByRole('textbox', { name: /Owner Name/ })).toHaveAccessibleDescription(
      'Owner Name is invalid',
    );
    await user.clear(screen.getByRole('textbox', { name: /Confirm Account Number/ }));
    await user.type(screen.getByRole('textbox', { name: /Confirm Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Owner Name/ }), ' Morgan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid routing number.');
  });

  it.each([
    ['a company user cannot save a bank account', { session: { personal: false } }, false],
    ['no single use: saving is the only way', { options: { AllowSingleUseAch: false } }, false],
    ['personal user with both ways', {}, true],
  ] as const)('save-to-profile checkbox: %s', async (_name, opts, shown) => {
    answerMethods({ methods: [] });
    renderPicker({
      ...opts,
      options: { AllowCardPayments: false, ...('options' in opts ? opts.options : {}) },
    });
    await screen.findByRole('heading', { name: 'New Bank Account' });
    expect(screen.queryByRole('checkbox', { name: 'Save this payment method to my profile' }) !== null).toBe(
      shown,
    );
  });

  it('uses an unsaved method once: its summary and Remove', async () => {
    answerMethods({ methods: [], added: { ...CHECKING, Save: false } });
    const { user, selection } = renderPicker({ options: { AllowCardPayments: false } });
    await user.type(await screen.findByRole('textbox', { name: /Routing Number/ }), '021000021');
    await user.type(screen.getByRole('textbox', { name: /^Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Confirm Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Owner Name/ }), 'Alex Morgan');
    await user.click(screen.getByRole('checkbox', { name: 'Save this payment method to my profile' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Paying once with Checking account ending in 6789. It is not saved to your profile.',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(selection()).toMatchObject({ type: 'ACH', valid: true, singleUse: true, onlyImmediate: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove this payment method' }));
    await waitFor(() => expect(selection()).toMatchObject({ valid: false }));
  });

  it('asks for the ACH terms before saving a bank account, and records them', async () => {
    const calls = answerMethods({ methods: [] });
    const agreement1 = '/agreements/ach.html|01/01/2026|ACH Terms|ach';
    const { user } = renderPicker({
      options: { AllowCardPayments: false },
      layers: { shared: { agreements: { agreement1 } } },
    });
    await user.type(await screen.findByRole('textbox', { name: /Routing Number/ }), '021000021');
    await user.type(screen.getByRole('textbox', { name: /^Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Confirm Account Number/ }), '12345678');
    await user.type(screen.getByRole('textbox', { name: /Owner Name/ }), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const terms = await screen.findByRole('dialog', { name: 'Terms and Conditions' });
    await user.click(within(terms).getByRole('button', { name: 'I Accept' }));
    expect(within(terms).getByRole('alert')).toHaveTextContent(
      'In order to use the system you must agree to the terms and conditions.',
    );
    await user.click(within(terms).getByRole('checkbox', { name: 'I have read and agree to the ACH Terms' }));
    await user.click(within(terms).getByRole('button', { name: 'I Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const paths = calls.map((call) => call.path);
    expect(paths.indexOf('AgreementLogging')).toBeLessThan(
      paths.indexOf('PaymentMethod/AddAchPaymentMethod'),
    );
    expect(calls.find((call) => call.path === 'AgreementLogging')?.body).toMatchObject({
      UserName: 'demo.borrower',
    });
  });
});
