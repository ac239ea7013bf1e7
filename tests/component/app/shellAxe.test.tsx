/**
 * axe (WCAG 2.1 A/AA) over both shells with their menus and footer, and over every dialog
 * of the frame. jsdom computes no colours, so contrast is left to the browser tests.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '../../support/userEvent';
import { violations } from '../../support/axe';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcknowledgeDialog } from '../../../src/app/dialogs/AcknowledgeDialog';
import { ConfirmDialog } from '../../../src/app/dialogs/ConfirmDialog';
import { IdleDialog } from '../../../src/app/session/IdleTimeout';
import { clearSession } from '../../../src/app/session/store';
import { setUnsavedChanges } from '../../../src/app/unsaved';
import { createOptions, createRuleBook, EngineProvider } from '../../../src/engine';
import { optionSpecs } from '../../../src/generated/options';
import { testRegistry, testSettings } from '../../support/engine';
import { server } from '../../support/msw';
import { renderPortal, settle } from './portalHarness';

const FULL = {
  options: { ApplyForLoan: true, DocumentCenter: true, ContentFolder: '/content' },
  layers: {
    shared: {
      shell: { logo: 'logo.svg' },
      footer: {
        text: '<p>Member NCUA</p>',
        disclosures: '<p>Rates may change.</p>',
        image1: 'ehl.png',
        image1Alt: 'Equal Housing Lender',
      },
    },
  },
};

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('axe on the frame', () => {
  it('the signed-in shell with its menus, open compact menu and open disclosures', async () => {
    const user = userEvent.setup();
    renderPortal(FULL);
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    expect(await violations()).toEqual([]);
    await user.click(nav.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Show Disclosures' }));
    expect(await violations()).toEqual([]);
  });

  it('the public shell', async () => {
    renderPortal({ ...FULL, path: '/home/login', session: null });
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(await violations()).toEqual([]);
  });

  it.each([
    ['logout confirmation', 'Logout', () => {}, 'Are you sure you want to logout?'],
    ['unsaved changes', 'Logout', () => setUnsavedChanges(true), /unsaved changes/],
    ['remote branch locator', 'Find Us', () => {}, 'Branch Locator'],
    ['continue to application', 'Apply For Loan', () => {}, 'Continue to Application'],
  ])('the %s dialog', async (_name, button, arrange, title) => {
    const user = userEvent.setup();
    server.use(http.get('/api/PassableToken/GetPassableToken', () => HttpResponse.json({ Token: 't' })));
    renderPortal({
      options: { ApplyForLoan: true, RemoteBranchLocator: true, RemoteBranchLocatorUrl: 'https://x.test' },
    });
    const nav = within(await screen.findByRole('navigation', { name: 'Main menu' }));
    await settle();
    act(arrange);
    const control =
      nav.queryByRole('button', { name: button }) ?? screen.getByRole('button', { name: button });
    await user.click(control);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  it('the time-out, acknowledge and confirm dialogs', async () => {
    const engine = (children: React.ReactNode) => (
      <EngineProvider
        settings={testSettings()}
        options={createOptions({}, optionSpecs)}
        rules={createRuleBook([])}
        registry={testRegistry()}
      >
        {children}
      </EngineProvider>
    );
    const { rerender } = render(engine(<IdleDialog onResume={() => {}} onExpire={() => {}} />));
    expect(screen.getByRole('dialog', { name: 'Your session is about to expire!' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);

    rerender(
      engine(
        <AcknowledgeDialog
          open
          title="applications.noticeTitle"
          text="applications.startError"
          onClose={() => {}}
        />,
      ),
    );
    expect(await violations()).toEqual([]);

    rerender(
      engine(
        <ConfirmDialog
          open
          title="applications.noticeTitle"
          text="applications.noticeText"
          icon="checkMark"
          onConfirm={() => {}}
          onCancel={() => {}}
        />,
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Continue to Application' })).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
