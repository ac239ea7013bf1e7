/**
 * Deleting scheduled and recurring payments on the Make A Payment screen (spec 02 §2, §4
 * "Deleting", §6, §7, §8): which payments offer a delete icon, the confirm dialog, No, the loading
 * state, success (the payment leaves, the status message, the wizard back at the method step, the
 * next delete with the account's new token) and each error. The delete calls are answered as the
 * reference server does: the token must be the account's current one, and a delete rotates it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  DeletePaymentRequest,
  PaymentInfoResponse,
  RecurringPayment,
  ScheduledPayment,
} from '../../../../src/generated/api-types/payments';
import payment from '../../../../src/generated/screens/payment';
import { violations } from '../../../support/axe';
import { mockEndpoints, type Resolver } from '../../../support/mockEndpoints';
import { server } from '../../../support/msw';
import { loan, mockPaymentApi, paymentInfo } from '../../../support/paymentApi';
import { renderPayment, VALID_STEPS, type PaymentRenderOptions } from './harness';
import { answerMethods } from './methodsHarness';

const ACCOUNT = '01-310001-4';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

function scheduled(handle: string, overrides: Partial<ScheduledPayment> = {}): ScheduledPayment {
  return {
    EncryptedString: handle,
    IsCard: false,
    AccountNumber: '6789',
    PaymentDate: '2026-11-30',
    PaymentAmount: 100,
    CanDelete: true,
    HasBeenPosted: false,
    ...overrides,
  };
}

const RECURRING: RecurringPayment = {
  EncryptedData: 'rec-1',
  IsCard: true,
  Date: '2026-12-05',
  RecurringOption: 'DayOfMonth',
  NumberOfDays: 0,
  TotalAmount: 312.45,
  AdditionalPrincipalAmount: 0,
  PaymentAccountNum: '4242',
  CanDelete: true,
};

/** The delete calls of spec 02 §7, each body checked against DeletePaymentRequest. */
const deleteCall = (path: string) =>
  ({ method: 'post', path, request: 'api/payments.json#/$defs/DeletePaymentRequest' }) as const;
const ENDPOINTS = {
  deleteScheduledAch: deleteCall('/api/PaymentScheduled/DeleteAch'),
  deleteScheduledCard: deleteCall('/api/PaymentScheduled/DeleteCard'),
  deleteRecurringAch: deleteCall('/api/PaymentRecurring/DeleteAch'),
  deleteRecurringCard: deleteCall('/api/PaymentRecurring/DeleteCard'),
};
type DeleteEndpoint = keyof typeof ENDPOINTS;

const refusal = (code: string) => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/**
 * The loan's payment information held as the server holds it: a delete with the current token
 * removes the payment and answers a new token, which later answers of GetPaymentInfo carry.
 */
function answerDeletes(
  start: Partial<PaymentInfoResponse>,
  resolvers: Partial<Record<DeleteEndpoint, Resolver>> = {},
) {
  const mocked = mockPaymentApi({ accounts: [loan(ACCOUNT)] });
  badRequests = mocked.badRequests;
  let info = paymentInfo(ACCOUNT, { EncryptedData: 'token-1', ...start });
  let rotations = 1;
  const infoTokens: string[] = [];
  server.use(
    http.get('/api/PaymentInformation/GetPaymentInfo', () => {
      infoTokens.push(info.EncryptedData);
      return HttpResponse.json(info);
    }),
  );
  const remove: Resolver = ({ body }) => {
    const { Token, Payment } = body as DeletePaymentRequest;
    if (Token !== info.EncryptedData) return refusal('InvalidToken');
    rotations += 1;
    info = {
      ...info,
      EncryptedData: `token-${rotations}`,
      ScheduledPayments: info.ScheduledPayments.filter((p) => p.EncryptedString !== Payment.EncryptedString),
      RecurringPayment:
        info.RecurringPayment?.EncryptedData === Payment.EncryptedString ? null : info.RecurringPayment,
    };
    return HttpResponse.json({ HasNoErrors: true, Errors: [], Token: info.EncryptedData });
  };
  const log = mockEndpoints(
    ENDPOINTS,
    {
      deleteScheduledAch: remove,
      deleteScheduledCard: remove,
      deleteRecurringAch: remove,
      deleteRecurringCard: remove,
    },
    resolvers,
    badRequests,
  );
  return { log, infoTokens };
}

function show(opts: PaymentRenderOptions = {}) {
  const user = userEvent.setup();
  const view = renderPayment(payment, opts);
  return { ...view, user };
}

const deletion = (settings: Record<string, string>): PaymentRenderOptions => ({
  layers: { shared: { paymentDeletion: settings } },
});

async function openScheduledDialog(user: ReturnType<typeof userEvent.setup>, date = '11/30/2026') {
  await user.click(await screen.findByRole('button', { name: `Delete scheduled payment of ${date}` }));
  return screen.findByRole('dialog', { name: 'Delete Scheduled Payment' });
}

describe('the scheduled payments table', () => {
  it('offers a delete icon named for the payment day, and none for a posted payment', async () => {
    answerDeletes({
      ScheduledPayments: [
        scheduled('s1'),
        scheduled('s2', { PaymentDate: '2026-12-15', HasBeenPosted: true }),
      ],
    });
    show();
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' });
    expect(within(table).getByRole('columnheader', { name: 'Delete' })).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Delete scheduled payment of 11/30/2026' }),
    ).toBeEnabled();
    expect(within(table).getByText('12/15/2026')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /12\/15\/2026/ })).not.toBeInTheDocument();
  });

  it.each<[string, ScheduledPayment[], PaymentRenderOptions]>([
    ['CanDelete false', [scheduled('s1', { CanDelete: false })], {}],
    ['the setting off', [scheduled('s1')], deletion({ allowDeleteScheduled: 'false' })],
    ['posted', [scheduled('s1', { HasBeenPosted: true })], {}],
  ])('offers no delete icon nor column: %s', async (_name, payments, opts) => {
    answerDeletes({ ScheduledPayments: payments });
    show(opts);
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it.each<[string, ScheduledPayment[], Record<string, string>, boolean]>([
    ['the setting off', [scheduled('s1')], { allowDeleteScheduled: 'false' }, true],
    [
      'a payment not deletable, without the manager service',
      [scheduled('s1', { CanDelete: false })],
      {},
      false,
    ],
    [
      'a payment not deletable, with the manager service',
      [scheduled('s1'), scheduled('s2', { CanDelete: false })],
      { scheduledPaymentManager: 'true' },
      true,
    ],
  ])(
    'shows the configured blocked message when deletion is blocked: %s',
    async (_name, payments, settings, shown) => {
      answerDeletes({ ScheduledPayments: payments });
      show(deletion({ ...settings, scheduledBlocked: 'Call us to change a scheduled payment.' }));
      await screen.findByRole('table', { name: 'Scheduled Payments' });
      const message = screen.queryByText('Call us to change a scheduled payment.');
      if (shown) expect(message).toBeInTheDocument();
      else expect(message).not.toBeInTheDocument();
    },
  );

  it('shows no blocked message when none is configured (its default is empty)', async () => {
    answerDeletes({ ScheduledPayments: [scheduled('s1')] });
    show(deletion({ allowDeleteScheduled: 'false' }));
    const table = await screen.findByRole('table', { name: 'Scheduled Payments' });
    expect(table.parentElement!.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('deleting a scheduled payment', () => {
  it('asks first, with No and Delete; No closes the dialog, sends nothing and gives focus back to the icon', async () => {
    const { log } = answerDeletes({ ScheduledPayments: [scheduled('s1')] });
    const { user } = show();
    const dialog = await openScheduledDialog(user);
    expect(dialog).toHaveClass('dialog--w350');
    expect(
      within(dialog).getByText('Are you sure you want to delete this scheduled payment?'),
    ).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.order()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete scheduled payment of 11/30/2026' })).toHaveFocus();
    expect(screen.getByRole('table', { name: 'Scheduled Payments' })).toHaveTextContent('11/30/2026');
  });

  it('closes on Escape (keyboard) with nothing sent', async () => {
    const { log } = answerDeletes({ ScheduledPayments: [scheduled('s1')] });
    const { user } = show();
    const icon = await screen.findByRole('button', { name: 'Delete scheduled payment of 11/30/2026' });
    icon.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete Scheduled Payment' });
    // What the browser sends a modal dialog on Escape.
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.order()).toEqual([]);
    expect(icon).toHaveFocus();
  });

  it('sends one request while Delete is disabled and the spinner shows', async () => {
    let answer: () => void = () => undefined;
    const { log } = answerDeletes(
      { ScheduledPayments: [scheduled('s1')] },
      {
        deleteScheduledAch: () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ HasNoErrors: true, Errors: [], Token: 'token-2' }));
          }),
      },
    );
    const { user } = show();
    const dialog = await openScheduledDialog(user);
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'No' })).toBeDisabled();
    expect(within(dialog).getByText('Deleting…')).toBeInTheDocument();
    await user.click(confirm);
    fireEvent.click(confirm);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.order()).toEqual(['deleteScheduledAch']);
  });

  it('removes the payment, announces it, sends the account token and the payment handle, and refetches', async () => {
    const { log, infoTokens } = answerDeletes({
      ScheduledPayments: [scheduled('s1'), scheduled('s2', { PaymentDate: '2026-12-15', IsCard: true })],
    });
    const { user } = show();
    const dialog = await openScheduledDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Your scheduled payment has been deleted.')).toHaveAttribute(
      'role',
      'status',
    );
    const table = screen.getByRole('table', { name: 'Scheduled Payments' });
    expect(within(table).queryByText('11/30/2026')).not.toBeInTheDocument();
    expect(table).toHaveFocus();
    expect(log.bodies('deleteScheduledAch')).toEqual([
      { Token: 'token-1', Payment: { EncryptedString: 's1', LoanAccountNumber: ACCOUNT } },
    ]);
    await waitFor(() => expect(infoTokens).toEqual(['token-1', 'token-2']));

    // The next delete (a card payment: DeleteCard) uses the account's new token.
    const next = await openScheduledDialog(user, '12/15/2026');
    await user.click(within(next).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(log.bodies('deleteScheduledCard')).toEqual([
      { Token: 'token-2', Payment: { EncryptedString: 's2', LoanAccountNumber: ACCOUNT } },
    ]);
    // The list is hidden when empty; the status message stays and takes the focus.
    expect(screen.getByText('Your scheduled payment has been deleted.')).toHaveFocus();
  });

  it('returns the wizard to the method step, which starts afresh once the new token arrives', async () => {
    answerDeletes({ ScheduledPayments: [scheduled('s1')] });
    answerMethods();
    const { user } = show({ realSteps: true, options: { AllowSundayAchPayments: true } });
    await user.click(await screen.findByRole('radio', { name: 'E-Check' }));
    expect(await screen.findByRole('combobox', { name: 'Payment Frequency' })).toBeInTheDocument();

    const dialog = await openScheduledDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Your scheduled payment has been deleted.');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'E-Check' })).not.toBeChecked());
    expect(screen.queryByRole('combobox', { name: 'Payment Frequency' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment Type' })).toBeInTheDocument();
  });

  it('clears the later steps: with stand-ins, the method step shows again and the later steps report afresh', async () => {
    const { infoTokens } = answerDeletes({ ScheduledPayments: [scheduled('s1')] });
    const { user } = show({ steps: { paymentMethod: { ...VALID_STEPS.paymentMethod, valid: false } } });
    const method = await screen.findByTestId('paymentMethod');
    const dialog = await openScheduledDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(infoTokens).toEqual(['token-1', 'token-2']));
    // The method step remounted (a new element) once the refetched information arrived.
    const again = await screen.findByTestId('paymentMethod');
    expect(again).not.toBe(method);
    expect(screen.queryByTestId('paymentFrequency')).not.toBeInTheDocument();
  });

  it.each<[string, Resolver, string[]]>([
    ['a failure of the host', () => refusal('Oops'), ['There was an error deleting your payment.']],
    [
      'the host says the payment was posted',
      () => refusal('ScheduledAchNotModifiable'),
      [
        'Scheduled ACH payments cannot be modified at this time. Please contact your financial institution for further assistance.',
      ],
    ],
    [
      'no answer (network failure)',
      () => HttpResponse.error(),
      ['There was an error deleting your payment.', 'Connection error. Please try again later.'],
    ],
  ])(
    'shows the catalogue message in the dialog and keeps the entries: %s',
    async (_name, resolver, texts) => {
      answerDeletes({ ScheduledPayments: [scheduled('s1')] }, { deleteScheduledAch: resolver });
      const { user } = show({ steps: VALID_STEPS });
      expect(await screen.findByRole('button', { name: 'Submit Payment' })).toBeEnabled();
      const dialog = await openScheduledDialog(user);
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      const alert = await within(dialog).findByRole('alert');
      for (const text of texts) expect(alert).toHaveTextContent(text);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
      expect(await violations('fragment')).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'No' }));
      expect(screen.getByRole('table', { name: 'Scheduled Payments' })).toHaveTextContent('11/30/2026');
      expect(screen.getByRole('button', { name: 'Submit Payment' })).toBeEnabled();
    },
  );
});

describe('the recurring payment', () => {
  it('offers its delete icon; deleting asks, removes the box, announces it and returns to the method step', async () => {
    const { log, infoTokens } = answerDeletes({ RecurringPayment: RECURRING });
    const { user } = show({ steps: { paymentMethod: { ...VALID_STEPS.paymentMethod, valid: false } } });
    const box = await screen.findByRole('region', { name: 'Recurring Payment' });
    const method = screen.getByTestId('paymentMethod');
    await user.click(within(box).getByRole('button', { name: 'Delete recurring payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Recurring Payment' });
    expect(
      within(dialog).getByText('Are you sure you want to delete your recurring payment?'),
    ).toBeInTheDocument();
    expect(await violations('fragment')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const status = await screen.findByText('Your recurring payment has been deleted.');
    expect(status).toHaveAttribute('role', 'status');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Recurring Payment' })).not.toBeInTheDocument();
    expect(log.bodies('deleteRecurringCard')).toEqual([
      { Token: 'token-1', Payment: { EncryptedString: 'rec-1', LoanAccountNumber: ACCOUNT } },
    ]);
    await waitFor(() => expect(infoTokens).toEqual(['token-1', 'token-2']));
    expect(await screen.findByTestId('paymentMethod')).not.toBe(method);
  });

  it('No closes the dialog with nothing sent', async () => {
    const { log } = answerDeletes({ RecurringPayment: RECURRING });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete recurring payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Recurring Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(log.order()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Delete recurring payment' })).toHaveFocus();
  });

  it.each<[string, Partial<RecurringPayment>, string]>([
    ['on the due date', { RecurringOption: 'DaysBeforeDue', NumberOfDays: 0 }, 'On Due Date'],
    ['one day before it', { RecurringOption: 'DaysBeforeDue', NumberOfDays: 1 }, '1 day before the due date'],
    ['days before it', { RecurringOption: 'DaysBeforeDue', NumberOfDays: 3 }, '3 days before the due date'],
  ])('words the schedule %s', async (_name, changes, text) => {
    answerDeletes({ RecurringPayment: { ...RECURRING, ...changes } });
    show();
    const box = await screen.findByRole('region', { name: 'Recurring Payment' });
    expect(within(box).getByText(text, { exact: true })).toBeInTheDocument();
  });

  it.each<[string, RecurringPayment, PaymentRenderOptions, string]>([
    ['CanDelete false', { ...RECURRING, CanDelete: false }, {}, 'Cannot delete recurring payment.'],
    [
      'the setting off',
      RECURRING,
      deletion({ allowDeleteRecurring: 'false' }),
      'Cannot delete recurring payment.',
    ],
    [
      'a configured blocked message',
      { ...RECURRING, CanDelete: false },
      { layers: { shared: { paymentErrors: { recurringDeleteBlocked: 'Call us to stop it.' } } } },
      'Call us to stop it.',
    ],
  ])('shows the blocked message instead of the icon: %s', async (_name, recurring, opts, message) => {
    answerDeletes({ RecurringPayment: recurring });
    show(opts);
    const box = await screen.findByRole('region', { name: 'Recurring Payment' });
    expect(within(box).getByText(message)).toBeInTheDocument();
    expect(within(box).queryByRole('button')).not.toBeInTheDocument();
  });

  it.each<[string, Resolver, string]>([
    [
      'a failure of the host',
      () => refusal('Oops'),
      'An error occurred while attempting to cancel your recurring payment.',
    ],
    [
      'the host keeps the recurring card payment',
      () => refusal('RecurringCardDeleteNotAllowed'),
      'Deleting a recurring Card payment is not allowed.',
    ],
    [
      'no answer (network failure)',
      () => HttpResponse.error(),
      'An error occurred while attempting to cancel your recurring payment.',
    ],
  ])('shows the catalogue message and keeps the payment: %s', async (_name, resolver, message) => {
    answerDeletes({ RecurringPayment: RECURRING }, { deleteRecurringCard: resolver });
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete recurring payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Recurring Payment' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.getByRole('region', { name: 'Recurring Payment' })).toHaveTextContent(
      'Monthly, next on 12/05/2026',
    );
  });
});
