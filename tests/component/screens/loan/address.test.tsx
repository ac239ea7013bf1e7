/**
 * The loan's mailing address form (spec 03 §2.3, §4, §5, §8): sanitised typing, Save / Cancel
 * only with changes, field messages, the correct-errors message, the server's refusals, the
 * spinner and the 3 s check mark, the cached address after a save, closed loans read-only, and
 * the leave guard's unsaved flag.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { violations } from '../../../support/axe';
import { accountDetails, loan, mockLoanApi } from '../../../support/loanApi';
import { renderLoan } from './harness';
import { failOnBadRequests } from '../../../support/mockEndpoints';

afterEach(() => {
  vi.useRealTimers();
});

const api = failOnBadRequests(mockLoanApi);

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const saveButton = () => screen.queryByRole('button', { name: 'Save' });
const cancelButton = () => screen.queryByRole('button', { name: 'Cancel' });

async function shown() {
  const view = renderLoan();
  await screen.findByRole('form', { name: 'Mailing Address' });
  return view;
}

describe('the mailing address form', () => {
  it('shows the saved address, with Save and Cancel only once it changes', async () => {
    api();
    const { setUnsaved } = await shown();
    expect(field('Address')).toHaveValue('12 Harbor Way');
    expect(field('City')).toHaveValue('Salt Lake City');
    expect(field('State')).toHaveValue('UT');
    expect(field('Zip Code')).toHaveValue('84101');
    expect(saveButton()).toBeNull();
    expect(cancelButton()).toBeNull();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);

    await userEvent.type(field('Address'), 'x');
    expect(saveButton()).toBeInTheDocument();
    expect(setUnsaved).toHaveBeenLastCalledWith(true);

    await userEvent.click(cancelButton()!);
    expect(field('Address')).toHaveValue('12 Harbor Way');
    expect(saveButton()).toBeNull();
    expect(setUnsaved).toHaveBeenLastCalledWith(false);
  });

  it('sanitises as typed and keeps the limits', async () => {
    api();
    await shown();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Pro<vo>1');
    expect(field('City')).toHaveValue('Provo');
    await userEvent.clear(field('Zip Code'));
    await userEvent.type(field('Zip Code'), '84a6019');
    expect(field('Zip Code')).toHaveValue('84601');
    expect(field('Address')).toHaveAttribute('maxLength', '45');
    expect(field('City')).toHaveAttribute('maxLength', '20');
  });

  it('shows each field’s message once left, and the correct-errors message on Save', async () => {
    const { log } = api();
    await shown();
    await userEvent.clear(field('Address'));
    await userEvent.tab();
    expect(screen.getByText('You must enter an address')).toBeInTheDocument();
    expect(field('Address')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field('Zip Code'));
    await userEvent.type(field('Zip Code'), '841');
    await userEvent.click(saveButton()!);
    expect(screen.getByText('Zip code must be 5 digits')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Was unable to save changes, please correct errors first.',
    );
    expect(log.requests('updateAddress')).toEqual([]);
  });

  it('saves: a spinner, then a check mark for 3 seconds; the stored address is the new saved one', async () => {
    let release: () => void = () => undefined;
    const { log } = api({
      resolvers: {
        updateAddress: async ({ body }) => {
          await new Promise<void>((resolve) => (release = resolve));
          const { Address } = body as { Address: Record<string, string> };
          return HttpResponse.json({ HasNoErrors: true, Errors: [], Address: { ...Address, City: 'Provo' } });
        },
      },
    });
    const { setUnsaved } = await shown();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'provo');
    await userEvent.clear(field('Zip Code'));
    await userEvent.type(field('Zip Code'), '84601');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(log.bodies('updateAddress')).toEqual([
      {
        AccountNumber: '01-123401-9',
        Address: { Address1: '12 Harbor Way', City: 'provo', State: 'UT', ZipCode: '84601' },
      },
    ]);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    release();
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(field('City')).toHaveValue('Provo');
    expect(saveButton()).toBeNull();
    await waitFor(() => expect(setUnsaved).toHaveBeenLastCalledWith(false));
    // Real time also moves the clock (shouldAdvanceTime): a margin keeps a slow machine in step.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it.each<[string, string, string]>([
    ['ZipCityNoMatch', 'City is not found within the specified zip code.', 'City'],
    ['ContainsPOBox', 'A P.O. box cannot be used as the mailing address.', 'Address'],
  ])('shows the server refusal %s at its field', async (reason, message, label) => {
    api({
      resolvers: {
        updateAddress: () =>
          HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: reason }], Address: null }),
      },
    });
    await shown();
    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), 'Ogden');
    await userEvent.click(saveButton()!);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeInTheDocument();
  });

  it('shows the general failure when the save fails otherwise', async () => {
    api({ resolvers: { updateAddress: () => HttpResponse.json({}, { status: 500 }) } });
    await shown();
    await userEvent.type(field('Address'), ' A');
    await userEvent.click(saveButton()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was a problem saving changes. Please check your information and try again.',
    );
  });

  it('is read-only for a closed loan, without Make A Payment', async () => {
    api({
      accounts: [loan('01-123401-9', { Comment: 'CLOSED' })],
      details: { '01-123401-9': accountDetails('01-123401-9') },
    });
    await shown();
    for (const label of ['Address', 'City', 'State', 'Zip Code']) expect(field(label)).toBeDisabled();
    expect(saveButton()).toBeNull();
    expect(screen.queryByRole('link', { name: 'Make A Payment' })).toBeNull();
  });

  it('passes axe with messages shown', async () => {
    api();
    await shown();
    await userEvent.clear(field('Address'));
    await userEvent.click(saveButton()!);
    expect(await violations('fragment')).toEqual([]);
  });
});
