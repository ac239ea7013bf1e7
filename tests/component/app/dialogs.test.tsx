import { render, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcknowledgeDialog } from '../../../src/app/dialogs/AcknowledgeDialog';
import { ConfirmDialog } from '../../../src/app/dialogs/ConfirmDialog';
import { clearSession } from '../../../src/app/session/store';
import { createOptions, createRuleBook, EngineProvider } from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { testRegistry, testSettings } from '../../support/engine';
import { server } from '../../support/msw';
import { renderPortal } from './portalHarness';

function withEngine(children: React.ReactNode) {
  return render(
    <EngineProvider
      settings={testSettings({ shared: { dialogs: { confirm: 'Pay now', cancel: 'Not now' } } })}
      options={createOptions({}, optionSpecs)}
      rules={createRuleBook([])}
      registry={testRegistry()}
    >
      {children}
    </EngineProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

describe('the generic dialogs', () => {
  it('acknowledge: title, text with its values, and Okay', async () => {
    const onClose = vi.fn();
    withEngine(
      <AcknowledgeDialog
        open
        title="session.expiryTitle"
        text="session.expiryText"
        params={{ time: '1:30' }}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Your session is about to expire!' });
    expect(dialog).toHaveTextContent('You will be logged out in 1:30.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Okay' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('confirm: configurable button texts and the money-sign icon', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    withEngine(
      <ConfirmDialog
        open
        title="applications.noticeTitle"
        text="applications.noticeText"
        icon="moneySign"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Continue to Application' });
    expect(dialog.querySelector('.dialog__icon--moneySign svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirm: named texts and the check-mark icon; nothing when closed', () => {
    const { rerender } = withEngine(
      <ConfirmDialog
        open
        title="dialogs.logoutQuestion"
        confirm="dialogs.unsavedYes"
        cancel="dialogs.unsavedNo"
        icon="checkMark"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Are you sure you want to logout?' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['No', 'Yes']);
    expect(dialog.querySelector('.dialog__icon--checkMark')).not.toBeNull();
    rerender(
      <EngineProvider
        settings={testSettings()}
        options={createOptions({}, optionSpecs)}
        rules={createRuleBook([])}
        registry={testRegistry()}
      >
        <ConfirmDialog open={false} title="dialogs.logoutQuestion" onConfirm={() => {}} onCancel={() => {}} />
      </EngineProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the notices of the menu', () => {
  it('Apply For Loan gets a token, then asks, then opens the application in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    server.use(http.get('/api/PassableToken/GetPassableToken', () => HttpResponse.json({ Token: 'a b' })));
    renderPortal({ options: { ApplyForLoan: true } });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(nav.getByRole('button', { name: 'Apply For Loan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Continue to Application' });
    expect(dialog).toHaveTextContent('Please allow pop-ups for this site');
    expect(open).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(open).toHaveBeenCalledWith('/api/ApplyForLoan?token=a%20b', '_blank', 'noopener');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Apply For Loan says so when the application cannot be started', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    server.use(
      http.get('/api/PassableToken/GetPassableToken', () =>
        HttpResponse.json({ HasNoErrors: false }, { status: 500 }),
      ),
    );
    renderPortal({ options: { ApplyForLoan: true } });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await user.click(nav.getByRole('button', { name: 'Apply For Loan' }));
    const failed = await screen.findByRole('dialog', { name: 'Continue to Application' });
    expect(failed).toHaveTextContent('An error occurred trying to start the loan application.');
    await user.click(within(failed).getByRole('button', { name: 'Okay' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('the remote branch locator opens the configured address in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPortal({
      options: { RemoteBranchLocator: true, RemoteBranchLocatorUrl: 'https://example.com/find' },
    });
    await user.click(await screen.findByRole('button', { name: 'Find Us' }));
    const dialog = screen.getByRole('dialog', { name: 'Branch Locator' });
    await user.click(within(dialog).getByRole('button', { name: 'Branch Locator' }));
    expect(open).toHaveBeenCalledWith('https://example.com/find', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
