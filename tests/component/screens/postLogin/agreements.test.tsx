/**
 * The agreements step (spec 01 "Other post-login steps", §4 "Agreement checkbox", §5
 * "Agreement need" and "Agreements (post-login)"): which agreements are asked for, the
 * boxes, the click-required option, rich-text agreements in a dialog, and saving.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../support/msw';
import { deferred, mockApi, refused, signsIn, USER_SESSION, USER_TOKEN } from './api';
import {
  AGREEMENT,
  AGREEMENT_URL,
  agreementSettings,
  findStep,
  renderLogin,
  scenario,
  signIn,
  usePostLoginHarness,
  type LoginOptions,
} from './harness';

usePostLoginHarness();

const CHECKBOX = 'I agree to the Online Banking Agreement';
const REQUIRED = 'You must select all agreements';
const PRIVACY_URL = '/content/privacy.html';
const PRIVACY = `${PRIVACY_URL}|2025-02-01|Privacy Notice|login, registration`;
const AGREEMENT_HTML =
  '<!doctype html><html><head><title>Terms</title></head><body><h1>Online Banking Agreement</h1><p>You agree to bank online.</p><script>window.hacked = true</script></body></html>';

// Following a link is not something jsdom does; the tests only need the click.
function noNavigation(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
}
beforeEach(() => document.addEventListener('click', noNavigation));
afterEach(() => document.removeEventListener('click', noNavigation));

async function openAgreements(options: LoginOptions = {}, layers = agreementSettings(AGREEMENT)) {
  const setup = scenario('agreements');
  const api = mockApi(setup.resolvers);
  const view = renderLogin({ layers, ...options });
  await signIn(view);
  const step = await findStep('agreements');
  return { api, view, step: within(step) };
}

function serveAgreement(body = AGREEMENT_HTML, status = 200) {
  server.use(
    http.get(
      AGREEMENT_URL,
      () => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } }),
    ),
  );
}

describe('agreements step', () => {
  it('shows one unchecked box per needed agreement, with a link that opens it in a new tab', async () => {
    const { step } = await openAgreements();
    expect(step.getByText('Please read and accept the following before you continue.')).toBeInTheDocument();
    const box = step.getByRole('checkbox', { name: CHECKBOX });
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
    const link = step.getByRole('link', {
      name: /^Read the Online Banking Agreement ?\(opens in a new tab\)$/,
    });
    expect(link).toHaveAttribute('href', AGREEMENT_URL);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(step.getByRole('button', { name: 'Accept and Continue' })).toBeEnabled();
  });

  it('asks for every box before saving, then records the agreements and signs in', async () => {
    const { api, view, step } = await openAgreements({}, agreementSettings(AGREEMENT, PRIVACY));
    const terms = step.getByRole('checkbox', { name: CHECKBOX });
    const privacy = step.getByRole('checkbox', { name: 'I agree to the Privacy Notice' });

    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(step.getByText(REQUIRED)).toBeInTheDocument();
    expect(terms).toHaveFocus();
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(REQUIRED);

    await view.user.click(terms);
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(step.getByText(REQUIRED)).toBeInTheDocument();
    expect(privacy).toHaveFocus();
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('agreementLogging')).toEqual([]);

    await view.user.click(privacy);
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    // The session starts with the records of the agreements just accepted, dated today.
    await waitFor(() =>
      expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, [
        {
          Name: 'Online Banking Agreement',
          DateOfTerms: '2025-01-15',
          DateOfAgreement: '2026-11-22',
          AgreementType: 11337,
        },
        {
          Name: 'Privacy Notice',
          DateOfTerms: '2025-02-01',
          DateOfAgreement: '2026-11-22',
          AgreementType: 11338,
        },
      ]),
    );
    expect(api.bodies('agreementLogging')).toEqual([
      { Agreements: [11337, 11338], UserName: 'demo.borrower', TurnEStatementsOn: false },
    ]);
    expect(api.requests('agreementLogging')[0]!.userToken).toBe(USER_TOKEN);
    expect(api.order().slice(-3)).toEqual(['agreementLogging', 'maintenanceMode', 'userSession']);
  });

  it('unticking a box makes it required again', async () => {
    const { api, view, step } = await openAgreements();
    const box = step.getByRole('checkbox', { name: CHECKBOX });
    await view.user.click(box);
    expect(box).toBeChecked();
    await view.user.click(box);
    expect(box).not.toBeChecked();
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(step.getByText(REQUIRED)).toBeInTheDocument();
    expect(api.bodies('agreementLogging')).toEqual([]);
  });

  it('disables the step while saving', async () => {
    const hold = deferred();
    const setup = scenario('agreements');
    mockApi({
      ...setup.resolvers,
      agreementLogging: async () => {
        await hold.promise;
        return refused(500, 'ServerError');
      },
    });
    const view = renderLogin({ layers: setup.layers });
    await signIn(view);
    const step = within(await findStep('agreements'));
    await view.user.click(step.getByRole('checkbox', { name: CHECKBOX }));
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    await waitFor(() => expect(step.getByRole('button', { name: 'Accept and Continue' })).toBeDisabled());
    expect(step.getByRole('checkbox', { name: CHECKBOX })).toBeDisabled();
    hold.resolve();
    await waitFor(() => expect(step.getByRole('button', { name: 'Accept and Continue' })).toBeEnabled());
  });

  it.each<[string, () => Response]>([
    ['a server error', () => refused(500, 'ServerError')],
    ['a refusal', () => refused(403, 'AgreementRecordingError')],
    ['a network failure', () => HttpResponse.error()],
  ])('%s while saving: says so, keeps the boxes and stays on the step', async (_name, resolver) => {
    const setup = scenario('agreements');
    const api = mockApi({ ...setup.resolvers, agreementLogging: resolver });
    const view = renderLogin({ layers: setup.layers });
    await signIn(view);
    const step = within(await findStep('agreements'));
    await view.user.click(step.getByRole('checkbox', { name: CHECKBOX }));
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(
      await step.findByText('There was an error saving your agreement. Please try again.'),
    ).toBeInTheDocument();
    expect(step.getByRole('checkbox', { name: CHECKBOX })).toBeChecked();
    expect(api.requests('maintenanceMode')).toEqual([]);
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    await findStep('agreements');
  });
});

describe('which agreements are asked for', () => {
  it('only login agreements that apply today and were not accepted since their date', async () => {
    const setup = scenario('agreements');
    const api = mockApi({
      ...setup.resolvers,
      userLogin: signsIn({
        WebAgreementLogs: [
          // Accepted after the current terms: not asked again.
          {
            Name: 'Privacy Notice',
            DateOfTerms: '2025-02-01',
            DateOfAgreement: '2025-03-01T10:00:00',
            AgreementType: 11338,
          },
          // Accepted before the current terms: asked again.
          {
            Name: 'E-Sign Consent',
            DateOfTerms: '2024-06-01',
            DateOfAgreement: '2024-12-01T10:00:00',
            AgreementType: 11341,
          },
        ],
      }),
    });
    const view = renderLogin({
      layers: agreementSettings(
        AGREEMENT,
        PRIVACY,
        '/content/registration.html|1/1/2025|Registration Terms|registration',
        '/content/future.html|1/1/2027|Future Terms|login',
        '/content/esign.html|10/1/2025|E-Sign Consent|ach, login',
      ),
    });
    await signIn(view);
    const step = within(await findStep('agreements'));
    expect(step.getAllByRole('checkbox')).toHaveLength(2);
    expect(step.getByRole('checkbox', { name: CHECKBOX })).toBeInTheDocument();
    expect(step.getByRole('checkbox', { name: 'I agree to the E-Sign Consent' })).toBeInTheDocument();
    expect(step.queryByRole('checkbox', { name: 'I agree to the Privacy Notice' })).not.toBeInTheDocument();
    expect(
      step.queryByRole('checkbox', { name: 'I agree to the Registration Terms' }),
    ).not.toBeInTheDocument();
    expect(step.queryByRole('checkbox', { name: 'I agree to the Future Terms' })).not.toBeInTheDocument();

    for (const box of step.getAllByRole('checkbox')) await view.user.click(box);
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('agreementLogging')).toEqual([
      { Agreements: [11337, 11341], UserName: 'demo.borrower', TurnEStatementsOn: false },
    ]);
  });

  it("no step when every agreement was accepted; the session keeps the login answer's records", async () => {
    const record = {
      Name: 'Online Banking Agreement',
      DateOfTerms: '2025-01-15',
      DateOfAgreement: '2025-01-15T08:00:00',
    };
    mockApi({ userLogin: signsIn({ WebAgreementLogs: [{ ...record, Url: AGREEMENT_URL }] }) });
    const view = renderLogin({ layers: agreementSettings(AGREEMENT) });
    await signIn(view);
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(view.deps.completeSignIn).toHaveBeenCalledWith(USER_TOKEN, USER_SESSION, [record]);
  });

  it('an agreement setting that cannot be read stops the sign-in with a setup error', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = mockApi();
    const view = renderLogin({
      layers: agreementSettings(AGREEMENT, '/content/x.html|1/1/2025|Bad|estatement'),
    });
    await signIn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The agreements are not set up correctly. Please contact your institution.',
    );
    expect(screen.getByLabelText('Username')).toHaveValue('demo.borrower');
    expect(screen.queryByRole('heading', { name: 'Review and accept' })).not.toBeInTheDocument();
    expect(view.deps.completeSignIn).not.toHaveBeenCalled();
    expect(api.requests('userSession')).toEqual([]);
    expect(report).toHaveBeenCalled();
    report.mockRestore();
  });
});

describe('click-required agreements (AgreementClickRequired)', () => {
  it('keeps each box disabled until its own agreement was opened', async () => {
    const { api, view, step } = await openAgreements(
      { options: { AgreementClickRequired: true } },
      agreementSettings(AGREEMENT, PRIVACY),
    );
    const terms = step.getByRole('checkbox', { name: CHECKBOX });
    const privacy = step.getByRole('checkbox', { name: 'I agree to the Privacy Notice' });
    expect(terms).toBeDisabled();
    expect(privacy).toBeDisabled();
    expect(terms).toHaveAccessibleDescription(
      expect.stringContaining('Open and read the Online Banking Agreement before you agree.'),
    );

    // Accepting now is refused: nothing is ticked.
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(step.getByText(REQUIRED)).toBeInTheDocument();

    await view.user.click(step.getByRole('link', { name: /Read the Online Banking Agreement/ }));
    expect(terms).toBeEnabled();
    expect(
      step.queryByText('Open and read the Online Banking Agreement before you agree.'),
    ).not.toBeInTheDocument();
    expect(privacy).toBeDisabled();
    expect(step.getByText('Open and read the Privacy Notice before you agree.')).toBeInTheDocument();

    await view.user.click(terms);
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    expect(step.getByText(REQUIRED)).toBeInTheDocument();
    expect(api.bodies('agreementLogging')).toEqual([]);

    await view.user.click(step.getByRole('link', { name: /Read the Privacy Notice/ }));
    await view.user.click(privacy);
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('agreementLogging')).toEqual([
      { Agreements: [11337, 11338], UserName: 'demo.borrower', TurnEStatementsOn: false },
    ]);
  });

  it('without the option the boxes are enabled from the start', async () => {
    const { step } = await openAgreements({ options: { AgreementClickRequired: false } });
    expect(step.getByRole('checkbox', { name: CHECKBOX })).toBeEnabled();
    expect(step.queryByText(/before you agree/)).not.toBeInTheDocument();
  });
});

describe('rich-text agreements (RichTextAgreements)', () => {
  it('opens the agreement in a dialog; I Agree ticks its box', async () => {
    serveAgreement();
    const { view, step } = await openAgreements({ options: { RichTextAgreements: true } });
    expect(step.queryByRole('link', { name: /Read the Online Banking Agreement/ })).not.toBeInTheDocument();
    const box = step.getByRole('checkbox', { name: CHECKBOX });
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));

    const dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    expect(await within(dialog).findByText('You agree to bank online.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { name: 'Online Banking Agreement', level: 1 }),
    ).toBeInTheDocument();
    // Only the body of the page, sanitised.
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog).not.toHaveTextContent('Terms');
    // Not auto-focused: focus is on the dialog itself, not on one of its buttons.
    expect(dialog).toHaveFocus();

    await view.user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toBeChecked();
  });

  it('I Agree waits for the text; the dialog shows the loading state meanwhile', async () => {
    const hold = deferred();
    server.use(
      http.get(AGREEMENT_URL, async () => {
        await hold.promise;
        return new HttpResponse(AGREEMENT_HTML, { headers: { 'Content-Type': 'text/html' } });
      }),
    );
    const { view, step } = await openAgreements({ options: { RichTextAgreements: true } });
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    expect(within(dialog).getByText('Loading…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeDisabled();
    hold.resolve();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeEnabled());
    expect(within(dialog).queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('Decline closes the dialog and leaves the box unticked', async () => {
    serveAgreement();
    const { view, step } = await openAgreements({ options: { RichTextAgreements: true } });
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    await within(dialog).findByText('You agree to bank online.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(step.getByRole('checkbox', { name: CHECKBOX })).not.toBeChecked();
  });

  it('cannot be dismissed casually (Escape)', async () => {
    serveAgreement();
    const { view, step } = await openAgreements({ options: { RichTextAgreements: true } });
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    // What the browser sends a modal dialog on Escape.
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Online Banking Agreement' })).toBeInTheDocument();
  });

  it('says so when the agreement cannot be loaded, and cannot be agreed to', async () => {
    serveAgreement('Not found', 404);
    const { view, step } = await openAgreements({ options: { RichTextAgreements: true } });
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The agreement could not be loaded. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'I Agree' })).toBeDisabled();
  });

  it('with click required too, the box stays disabled until the dialog’s I Agree', async () => {
    serveAgreement();
    const { api, view, step } = await openAgreements({
      options: { RichTextAgreements: true, AgreementClickRequired: true },
    });
    const box = step.getByRole('checkbox', { name: CHECKBOX });
    expect(box).toBeDisabled();
    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    let dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    await within(dialog).findByText('You agree to bank online.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(box).toBeDisabled();

    await view.user.click(step.getByRole('button', { name: 'Read the Online Banking Agreement' }));
    dialog = await screen.findByRole('dialog', { name: 'Online Banking Agreement' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'I Agree' }));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).toBeChecked();
    await view.user.click(step.getByRole('button', { name: 'Accept and Continue' }));
    await waitFor(() => expect(view.deps.completeSignIn).toHaveBeenCalledTimes(1));
    expect(api.bodies('agreementLogging')).toHaveLength(1);
  });
});
