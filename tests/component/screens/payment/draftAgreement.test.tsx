/**
 * The ACH draft agreement before a recurring bank-account payment (spec 02 §2, §4 Submit), with
 * the real steps against the msw handlers: with RequireAchDraftAgreement on, Submit first opens
 * the agreement dialog, which prepares the agreement for this payment and links to it; I Agree
 * leads to the confirm dialog and the payment carries the agreement's token; Cancel sends nothing;
 * a failure to prepare offers to try again. Without the option, or for a one-time payment, no
 * agreement is asked.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import payment from '../../../../src/generated/screens/payment';
import { mockPaymentApi } from '../../../support/paymentApi';
import { renderPayment } from './harness';
import { answerMethods } from './methodsHarness';

let badRequests: string[] = [];
afterEach(() => expect(badRequests).toEqual([]));

const AGREEMENT = 'ACH Draft Agreement';

/** The only loan, its saved checking account, the frequency chosen (one-time: $50.00); the total shown. */
async function readyToSubmit(
  frequency: string,
  { required = true, api = {} }: { required?: boolean; api?: Parameters<typeof mockPaymentApi>[0] } = {},
) {
  const user = userEvent.setup();
  const mocked = mockPaymentApi(api);
  badRequests = mocked.badRequests;
  answerMethods();
  const view = renderPayment(payment, {
    realSteps: true,
    options: { AllowSundayAchPayments: true, RequireAchDraftAgreement: required },
  });
  await user.click(await screen.findByRole('radio', { name: 'E-Check' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment Frequency' }), frequency);
  if (frequency === 'OneTime') {
    await user.type(await screen.findByRole('textbox', { name: 'Payment Amount' }), '50');
    await user.tab();
  }
  const total = await screen.findByRole('region', { name: 'Total' });
  return { ...view, user, mocked, submit: within(total).getByRole('button', { name: 'Submit Payment' }) };
}

describe('the ACH draft agreement', () => {
  it('prepares the agreement for the payment, links to it, and sends its token with the payment', async () => {
    const { user, mocked, submit, handOff } = await readyToSubmit('OnDueDate');
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    const link = await within(dialog).findByRole('link', { name: /View ACH Draft Agreement/ });
    expect(link).toHaveAttribute(
      'href',
      '/api/AchDraftAgreement/RenderACHDraftAgreementPreview?token=draft-token-1',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(mocked.log.bodies('prepareDraftAgreement')).toEqual([
      expect.objectContaining({
        LoanAccountNumber: '01-123401-9',
        Amount: 312.45,
        daysBeforeDue: 0,
        AchInfo: expect.objectContaining({ AccountType: 'Checking', AccountNumber: '6789' }),
      }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    const confirm = await screen.findByRole('dialog', { name: 'Submit Payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(handOff).toHaveBeenCalledTimes(1));
    expect(mocked.log.bodies('submitRecurringAch')).toEqual([
      expect.objectContaining({
        AchDraftAgreementToken: 'draft-token-1',
        RecurringDetails: { RecurringOption: 'DaysBeforeDue', DaysBeforeDue: 0 },
      }),
    ]);
  });

  it('sends nothing when the agreement is cancelled, and asks again on the next Submit', async () => {
    const { user, mocked, submit } = await readyToSubmit('OnDueDate');
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.log.bodies('submitRecurringAch')).toEqual([]);

    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: AGREEMENT })).toBeInTheDocument();
  });

  it('says when the agreement cannot be prepared, keeps I Agree disabled, and tries again', async () => {
    let calls = 0;
    const { user, submit } = await readyToSubmit('OnDueDate', {
      api: {
        resolvers: {
          prepareDraftAgreement: () => {
            calls += 1;
            return calls === 1
              ? HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'x' }] }, { status: 500 })
              : HttpResponse.json({
                  HasNoErrors: true,
                  Errors: [],
                  PassableToken: 'draft-token-2',
                  Expires: '2026-11-22T12:30:00Z',
                });
          },
        },
      },
    });
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: AGREEMENT });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your agreement could not be prepared. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByRole('link', { name: /View ACH Draft Agreement/ })).toHaveAttribute(
      'href',
      expect.stringContaining('draft-token-2'),
    );
    expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeEnabled();
  });

  it.each<[string, string, boolean]>([
    ['a one-time payment', 'OneTime', true],
    ['the option off', 'OnDueDate', false],
  ])('asks no agreement for %s', async (_name, frequency, required) => {
    const { user, submit, mocked } = await readyToSubmit(frequency, { required });
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Submit Payment' })).toBeInTheDocument();
    expect(mocked.log.bodies('prepareDraftAgreement')).toEqual([]);
  });
});
