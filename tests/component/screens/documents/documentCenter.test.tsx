/**
 * The document center (spec 03 §2.8; screen-definitions/documentCenter.json): ARIA tabs chosen
 * by click and by arrow keys, each tab loading when chosen; the account and application
 * selectors and the document list of the one chosen; the Profile Documents tab only for a
 * personal user with file services; axe on every tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { describe, expect, it } from 'vitest';
import documentCenter from '../../../../src/generated/screens/documentCenter';
import { violations } from '../../../support/axe';
import { DEMO_ACCOUNTS } from '../dashboard/demoData';
import { answerDocuments, document } from '../../../support/documentsApi';
import { COMPANY, renderDocumentsScreen, type DocumentsRenderOptions } from './harness';

const ON = { DocumentCenter: true, FileServices: true };
const CONTRACT = document('demo-subaru-contract', 'Retail Installment Contract');
const ADDRESS = document('demo-profile-address', 'Proof of Address');
const PAY_STUB = document('demo-application-paystub', 'Pay Stub');

function renderCenter(opts: DocumentsRenderOptions = {}) {
  return renderDocumentsScreen(documentCenter, { options: ON, ...opts });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);

describe('the tabs', () => {
  it('are Account Documents, Profile Documents and Applications Documents, the first chosen', async () => {
    answerDocuments();
    renderCenter();
    expect(screen.getByRole('heading', { level: 1, name: 'Document Center' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Document categories' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Account Documents', 'Profile Documents', 'Applications Documents']);
    const first = screen.getByRole('tab', { name: 'Account Documents' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Profile Documents' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Account Documents');
    expect(await screen.findByLabelText('Account Number')).toBeInTheDocument();
  });

  it.each([
    ['a company user', { session: COMPANY, options: ON }],
    ['without file services', { options: { DocumentCenter: true, FileServices: false } }],
  ])('leave out Profile Documents for %s', (_, opts) => {
    answerDocuments();
    renderDocumentsScreen(documentCenter, opts);
    expect(tabNames()).toEqual(['Account Documents', 'Applications Documents']);
  });

  it('load each tab only when it is chosen', async () => {
    const api = answerDocuments({ profile: [ADDRESS] });
    renderCenter();
    await screen.findByLabelText('Account Number');
    expect(api.accountLists).toBe(1);
    expect(api.applicationLists).toBe(0);
    expect(api.requests).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Documents' }));
    expect(await screen.findByRole('button', { name: /Proof of Address/ })).toBeInTheDocument();
    expect(api.requests).toEqual(['profile']);
    expect(api.applicationLists).toBe(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Applications Documents' }));
    await screen.findByLabelText('Application Number');
    expect(api.applicationLists).toBe(1);
  });

  it('move with the arrow keys, Home and End, choosing the tab they reach', async () => {
    answerDocuments({ profile: [ADDRESS] });
    renderCenter();
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Account Documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const profile = screen.getByRole('tab', { name: 'Profile Documents' });
    expect(profile).toHaveFocus();
    expect(profile).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: /Proof of Address/ })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Account Documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Applications Documents' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Account Documents' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Applications Documents' })).toHaveFocus();
    // Tab leaves the tab list for the panel's first control.
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Application Number')).toHaveFocus());
  });
});

describe('choosing', () => {
  it("an account lists that account's documents", async () => {
    const api = answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    renderCenter();
    const select = await screen.findByLabelText('Account Number');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose an account', ...DEMO_ACCOUNTS.map((account) => account.Number)]);
    expect(screen.queryByRole('heading', { name: 'File Management' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '01-123400-1');
    expect(await screen.findByRole('button', { name: /Retail Installment Contract/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'File Management' })).toBeInTheDocument();
    expect(api.requests).toEqual(['account:01-123400-1']);
  });

  it("an application lists that application's documents", async () => {
    const api = answerDocuments({ 'application:A-20461': [PAY_STUB] });
    renderCenter();
    await userEvent.click(screen.getByRole('tab', { name: 'Applications Documents' }));
    const select = await screen.findByLabelText('Application Number');
    await userEvent.selectOptions(select, 'A-20461');
    expect(await screen.findByRole('button', { name: /Pay Stub/ })).toBeInTheDocument();
    expect(api.requests).toEqual(['application:A-20461']);
  });

  it('shows the disclaimer with the option AccountDocumentDisclaimer', async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    renderCenter({ options: { ...ON, AccountDocumentDisclaimer: true } });
    await userEvent.selectOptions(await screen.findByLabelText('Account Number'), '01-123400-1');
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    expect(screen.getByText(/copies kept by your financial institution/)).toBeInTheDocument();
  });
});

describe('accessibility', () => {
  it('has no axe violations on any tab', async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT], profile: [ADDRESS] });
    renderCenter({ options: { ...ON, AccountDocumentDisclaimer: true } });
    await userEvent.selectOptions(await screen.findByLabelText('Account Number'), '01-123400-1');
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Profile Documents' }));
    await screen.findByRole('button', { name: /Proof of Address/ });
    expect(await violations('fragment')).toEqual([]);
    await userEvent.click(screen.getByRole('tab', { name: 'Applications Documents' }));
    await waitFor(() => expect(screen.getByLabelText('Application Number')).toBeInTheDocument());
    expect(await violations('fragment')).toEqual([]);
  });
});
