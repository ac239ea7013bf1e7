/**
 * The Get Payoff Quote dialog (src/screens/shared/payoff; spec 02 §2, §4, §8 "Payoff"; spec 03
 * §2.7, §5 "Payoff date", §7): the date defaults to today and is never before today, Submit
 * shows a spinner then the amount or the error, quotes are cached per date, the PDF breakdown
 * (with its option) opens through a download token; keyboard alone; and its place on the
 * payment screen behind the PayoffQuote option. Today is 2026-11-22.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { delay, http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createOptions,
  createRuleBook,
  EngineProvider,
  ScreenRenderer,
  type SessionContext,
} from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { deferredRulesFiles } from '../../../../src/generated/rulesDeferred';
import payment from '../../../../src/generated/screens/payment';
import { AccountSelect } from '../../../../src/screens/payment/AccountSelect';
import { PayoffQuoteBlock, PayoffQuoteButton } from '../../../../src/screens/shared/payoff/PayoffQuoteButton';
import { violations } from '../../../support/axe';
import { testContext, testRegistry, testSettings } from '../../../support/engine';
import { mockEndpoints, type Resolver } from '../../../support/mockEndpoints';
import { server } from '../../../support/msw';
import { loan, mockPaymentApi, paymentInfo } from '../../../support/paymentApi';

const TODAY = '2026-11-22';
const ACCOUNT = '01-123401-9';
const PAST_DATE = 'Error Choosing Date. Please Choose a future date.';
const SUCCESS = 'Success. You have successfully submitted a payoff quote request for this account.';
const FAILURE = 'An error occurred when attempting to submit a payoff quote request.';

/** The bad request lists of each test's mocks, which must stay empty. */
let badRequests: string[][] = [];
afterEach(() => {
  expect(badRequests.flat()).toEqual([]);
  badRequests = [];
  vi.restoreAllMocks();
});

type QuoteAnswer = (date: string) => Response | Promise<Response>;

const quoteOf = (date: string, amount: number) =>
  HttpResponse.json({ HasNoErrors: true, Errors: [], PayOffQuoteAmount: amount, PayOffDate: date });

/** Answers GetPayOffQuote ($9,720.55 unless told) and RetrieveDownloadToken (token-1 unless told). */
function mockPayoffApi(answer: QuoteAnswer = (date) => quoteOf(date, 9720.55), token?: Resolver) {
  const quotes: string[] = [];
  const bad: string[] = [];
  badRequests.push(bad);
  server.use(
    http.get('/api/PaymentInformation/GetPayOffQuote', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const date = query.get('PayOffDate') ?? '';
      quotes.push(`${query.get('AccountNumber')} ${date}`);
      return answer(date);
    }),
  );
  const log = mockEndpoints(
    {
      downloadToken: {
        method: 'post',
        path: '/api/PaymentInformation/RetrieveDownloadToken',
        request: 'api/payments.json#/$defs/DownloadTokenRequest',
      },
    },
    { downloadToken: () => HttpResponse.json('token-1') },
    token ? { downloadToken: token } : {},
    bad,
  );
  return { quotes, log };
}

function renderButton(props: { pdfDownload?: boolean; date?: string } = {}) {
  const settings = testSettings();
  const options = createOptions({}, optionSpecs);
  const rules = createRuleBook([...rulesFiles, ...deferredRulesFiles]);
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider settings={settings} options={options} rules={rules} registry={testRegistry()}>
        <PayoffQuoteButton accountNumber={ACCOUNT} today={TODAY} pdfDownload={false} {...props} />
      </EngineProvider>
    </SWRConfig>,
  );
  return userEvent.setup();
}

const opener = () => screen.getByRole('button', { name: 'Get Payoff Quote' });
const dateInput = () => screen.getByRole('textbox', { name: 'Payoff Date' });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(opener());
  return screen.getByRole('dialog', { name: 'Get Payoff Quote' });
}

async function typeDate(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(dateInput());
  if (text) await user.type(dateInput(), text);
}

describe('payoff quote dialog: the date', () => {
  it('opens on its title with the payoff date today, Submit enabled, and passes axe', async () => {
    mockPayoffApi();
    const user = renderButton();
    await openDialog(user);
    expect(screen.getByRole('heading', { name: 'Get Payoff Quote' })).toHaveFocus();
    expect(dateInput()).toHaveValue('11/22/2026');
    expect(dateInput()).toHaveAttribute('maxLength', '10');
    expect(dateInput()).not.toHaveAttribute('aria-invalid');
    expect(submitButton()).toBeEnabled();
    expect(await violations('fragment')).toEqual([]);
  });

  it.each<[string, string, string | undefined]>([
    ['yesterday', '11/21/2026', PAST_DATE],
    ['a year ago', '11/22/2025', PAST_DATE],
    ['nothing', '', PAST_DATE],
    ['no real date', '13/45/2026', PAST_DATE],
    ['half a date', '12/01', PAST_DATE],
    ['today', '11/22/2026', undefined],
    ['tomorrow', '11/23/2026', undefined],
    ['next year', '01/15/2027', undefined],
  ])('%s (%j): message %j, Submit enabled only without one', async (_name, typed, message) => {
    const { quotes } = mockPayoffApi();
    const user = renderButton();
    await openDialog(user);
    await typeDate(user, typed);
    if (message) {
      expect(dateInput()).toHaveAccessibleDescription(message);
      expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
      expect(submitButton()).toBeDisabled();
      await user.type(dateInput(), '{Enter}');
      expect(quotes).toEqual([]);
    } else {
      expect(dateInput()).toHaveAccessibleDescription('');
      expect(submitButton()).toBeEnabled();
    }
  });

  it.each<[string, string, string]>([
    ['none (0001-01-01)', '0001-01-01', '11/22/2026'],
    ['none as a date-time', '0001-01-01T00:00:00', '11/22/2026'],
    ['a past date', '2026-10-01', '11/22/2026'],
    ['a later date', '2026-12-15', '12/15/2026'],
  ])('a starting date of %s (%j) starts on %j', async (_name, date, shown) => {
    mockPayoffApi();
    const user = renderButton({ date });
    await openDialog(user);
    expect(dateInput()).toHaveValue(shown);
  });

  it('picks a date from the calendar, whose days before today cannot be chosen', async () => {
    mockPayoffApi();
    const user = renderButton();
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: /Payoff Date/ }));
    expect(screen.getByRole('button', { name: /November 21, 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /November 30, 2026/ }));
    expect(dateInput()).toHaveValue('11/30/2026');
  });
});

describe('payoff quote dialog: the request', () => {
  it('shows a spinner, then the success message and the amount in USD of the chosen date', async () => {
    const { quotes } = mockPayoffApi(async (date) => {
      await delay(50);
      return quoteOf(date, 9729.55);
    });
    const user = renderButton();
    await openDialog(user);
    await typeDate(user, '12/01/2026');
    await user.click(submitButton());
    expect(screen.getByText('Getting your payoff quote…')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    expect(await screen.findByText('Payoff amount as of 12/01/2026: $9,729.55')).toBeInTheDocument();
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    expect(screen.queryByText('Getting your payoff quote…')).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(quotes).toEqual([`${ACCOUNT} 2026-12-01`]);
    expect(await violations('fragment')).toEqual([]);
  });

  it('asks once per date: the same date again, even in a reopened dialog, is answered from the cache', async () => {
    const { quotes } = mockPayoffApi();
    const user = renderButton();
    await openDialog(user);
    await user.click(submitButton());
    await screen.findByText('Payoff amount as of 11/22/2026: $9,720.55');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener()).toHaveFocus();
    await openDialog(user);
    await user.click(submitButton());
    expect(screen.getByText('Payoff amount as of 11/22/2026: $9,720.55')).toBeInTheDocument();
    await typeDate(user, '11/30/2026');
    await user.click(submitButton());
    await screen.findByText('Payoff amount as of 11/30/2026: $9,720.55');
    expect(quotes).toEqual([`${ACCOUNT} 2026-11-22`, `${ACCOUNT} 2026-11-30`]);
  });

  it.each<[string, QuoteAnswer]>([
    ['a refusal', () => HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'PayOffQuote' }] })],
    ['a server error', () => HttpResponse.json({ Message: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ HasNoErrors: true, Errors: [] })],
  ])('%s shows the request error, no amount, and Submit asks again', async (_name, failure) => {
    let fail = true;
    const { quotes } = mockPayoffApi((date) => (fail ? failure(date) : quoteOf(date, 9720.55)));
    const user = renderButton();
    await openDialog(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE);
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(screen.queryByText(/Payoff amount/)).not.toBeInTheDocument();
    fail = false;
    await user.click(submitButton());
    expect(await screen.findByText('Payoff amount as of 11/22/2026: $9,720.55')).toBeInTheDocument();
    expect(screen.queryByText(FAILURE)).not.toBeInTheDocument();
    expect(quotes).toEqual([`${ACCOUNT} 2026-11-22`, `${ACCOUNT} 2026-11-22`]);
  });
});

describe('payoff quote dialog: the PDF breakdown', () => {
  const download = () => screen.queryByRole('button', { name: /Download the payoff breakdown/ });

  it('is not offered with the PDF option off', async () => {
    mockPayoffApi();
    const user = renderButton({ pdfDownload: false });
    await openDialog(user);
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(download()).not.toBeInTheDocument();
  });

  it('with the option on, asks a download token for the quote date and opens the breakdown in a new window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { log } = mockPayoffApi();
    const user = renderButton({ pdfDownload: true });
    await openDialog(user);
    expect(download()).not.toBeInTheDocument();
    await typeDate(user, '12/01/2026');
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    expect(download()).toHaveAccessibleName('Download the payoff breakdown (PDF) (opens in a new window)');
    await user.click(download()!);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      '/api/PaymentInformation/DownloadPayoffQuoteBreakdown?downloadToken=token-1',
      '_blank',
      'noopener',
    );
    expect(log.bodies('downloadToken')).toEqual([{ AccountNumber: ACCOUNT, EffectiveDate: '2026-12-01' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a token that cannot be had shows an error and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mockPayoffApi(undefined, () =>
      HttpResponse.json({ HasNoErrors: false, Errors: [{ ErrorMessage: 'PayOffQuote' }] }),
    );
    const user = renderButton({ pdfDownload: true });
    await openDialog(user);
    await user.click(submitButton());
    await screen.findByText(SUCCESS);
    await user.click(download()!);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payoff breakdown could not be opened. Please try again.',
    );
    expect(open).not.toHaveBeenCalled();
  });
});

describe('payoff quote dialog: keyboard alone', () => {
  it('opens with Enter, takes a typed date, submits with Enter and closes with Escape', async () => {
    const { quotes } = mockPayoffApi();
    const user = renderButton();
    await user.tab();
    expect(opener()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Get Payoff Quote' })).toBeInTheDocument();
    await user.tab();
    expect(dateInput()).toHaveFocus();
    await user.keyboard('{Control>}a{/Control}{Backspace}12/05/2026{Enter}');
    expect(await screen.findByText('Payoff amount as of 12/05/2026: $9,720.55')).toBeInTheDocument();
    expect(quotes).toEqual([`${ACCOUNT} 2026-12-05`]);
    // What the browser sends a modal dialog on Escape.
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener()).toHaveFocus();
  });
});

describe('payment screen: the Get Payoff Quote button', () => {
  const SESSION: SessionContext = {
    loggedIn: true,
    personal: true,
    hasEmail: true,
    username: 'demo.borrower',
    personalName: 'Alex Morgan',
  };

  function renderPaymentScreen(options: Record<string, unknown>) {
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
        <EngineProvider
          settings={testSettings()}
          options={createOptions(options, optionSpecs)}
          rules={createRuleBook([...rulesFiles, ...deferredRulesFiles])}
          registry={testRegistry(
            {},
            { paymentAccountSelect: AccountSelect, paymentPayoffQuote: PayoffQuoteBlock },
          )}
        >
          <ScreenRenderer
            screen={payment}
            context={testContext({ session: SESSION, route: { path: payment.definition.route, params: {} } })}
          />
        </EngineProvider>
      </SWRConfig>,
    );
  }

  it.each<[string, Record<string, unknown>, number, boolean]>([
    ['shows with the option on and a payoff amount', { PayoffQuote: true }, 9720.55, true],
    ['is hidden with the option off', {}, 9720.55, false],
    ['is hidden without a payoff amount', { PayoffQuote: true }, 0, false],
  ])('%s', async (_name, options, payoff, shown) => {
    const api = mockPaymentApi({
      accounts: [loan(ACCOUNT)],
      info: { [ACCOUNT]: paymentInfo(ACCOUNT, { PayOffAmount: payoff }) },
    });
    badRequests.push(api.badRequests);
    renderPaymentScreen(options);
    expect(await screen.findByRole('combobox', { name: 'Loan account' })).toHaveValue(ACCOUNT);
    await waitFor(() => expect(api.infoCalls).toEqual([ACCOUNT]));
    if (shown) expect(await screen.findByRole('button', { name: 'Get Payoff Quote' })).toBeInTheDocument();
    else {
      await screen.findByRole('heading', { name: 'Payment Type' });
      expect(screen.queryByRole('button', { name: 'Get Payoff Quote' })).not.toBeInTheDocument();
    }
  });

  it('opens the dialog for the chosen account, with the PDF option passed on', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const api = mockPaymentApi({ accounts: [loan(ACCOUNT)] });
    badRequests.push(api.badRequests);
    const { quotes } = mockPayoffApi();
    renderPaymentScreen({ PayoffQuote: true, PayoffQuotePdfDownload: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get Payoff Quote' }));
    expect(dateInput()).toHaveValue('11/22/2026');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: /Download the payoff breakdown/ })).toBeInTheDocument();
    expect(quotes).toEqual([`${ACCOUNT} 2026-11-22`]);
  });
});
