/**
 * The shared document list (spec 03 §2.8, §4, §8): heading (hideable) and disclaimer, loading bars,
 * tiles with name and upload date, No Uploaded Documents, the list and refresh errors, the new
 * marks of a refresh through the upload area's slot, opening a document through a passable
 * token in a new window, and axe.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentSource } from '../../../../src/api/documents';
import { createOptions, createRuleBook, EngineProvider, type SettingsLayers } from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { DocumentList, type DocumentListProps } from '../../../../src/screens/shared/documents/DocumentList';
import { violations } from '../../../support/axe';
import { answerDocuments, document } from '../../../support/documentsApi';
import { testRegistry, testSettings } from '../../../support/engine';

const SUBARU: DocumentSource = { kind: 'account', number: '01-123400-1' };
const CONTRACT = document('demo-subaru-contract', 'Retail Installment Contract', '2023-09-29T15:00:00.000Z');
const TITLE = document('demo-subaru-title', 'Vehicle Title Receipt', '2023-10-29T15:00:00.000Z');
const LETTER = document('new-letter', 'Payoff Letter', '2026-11-22T14:00:00.000Z');

function renderList(props: Partial<DocumentListProps> = {}, layers?: SettingsLayers) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings(layers)}
        options={createOptions({}, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={testRegistry()}
      >
        <main>
          <h1>Loan</h1>
          <DocumentList
            username="demo.borrower"
            source={SUBARU}
            showHeading
            showDisclaimer={false}
            {...props}
          />
        </main>
      </EngineProvider>
    </SWRConfig>,
  );
}

/** An upload area standing in for issue 17's uploader: a button that refreshes the list. */
const refreshButton = (refresh: () => Promise<boolean>) => (
  <button type="button" onClick={() => void refresh()}>
    Refresh for test
  </button>
);

const tileNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((tile) => tile.querySelector('.document-tile__name')?.firstChild?.textContent?.trim());

afterEach(() => vi.restoreAllMocks());

describe('the document list', () => {
  it('shows its loading state, then the heading and each document with its upload date', async () => {
    const api = answerDocuments({ 'account:01-123400-1': [TITLE, CONTRACT] });
    renderList();
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents…');
    expect(await screen.findByRole('button', { name: /Vehicle Title Receipt/ })).toHaveTextContent(
      'Uploaded 10/29/2023',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'File Management' })).toBeInTheDocument();
    expect(tileNames()).toEqual(['Vehicle Title Receipt', 'Retail Installment Contract']);
    expect(screen.getByRole('button', { name: /Retail Installment Contract/ })).toHaveAccessibleName(
      'Retail Installment Contract (opens in a new window) Uploaded 09/29/2023',
    );
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(api.requests).toEqual(['account:01-123400-1']);
  });

  it('says No Uploaded Documents when the list is empty', async () => {
    answerDocuments({});
    renderList();
    expect(await screen.findByText('No Uploaded Documents')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says the service cannot be reached when the list fails, and Try again loads it again', async () => {
    const api = answerDocuments({ 'account:01-123400-1': 'fail' });
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot connect to the service to get documents');
    api.lists.set('account:01-123400-1', [CONTRACT]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Retail Installment Contract/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows tile-shaped loading bars, busy, then the tiles; an empty list is an empty state', async () => {
    answerDocuments({});
    renderList();
    const loading = screen.getByText('Loading documents…');
    expect(loading.closest('.skeleton--tiles')).toHaveAttribute('aria-busy', 'true');
    const empty = await screen.findByText('No Uploaded Documents');
    expect(empty.closest('.empty-state')).not.toBeNull();
    expect(screen.queryByText('Loading documents…')).not.toBeInTheDocument();
  });

  it("hides the heading and shows the disclaimer as its props say, in the settings' words", async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    renderList(
      { showHeading: false, showDisclaimer: true },
      { shared: { documents: { disclaimer: 'Only copies are kept here.' } } },
    );
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    expect(screen.queryByRole('heading', { name: 'File Management' })).not.toBeInTheDocument();
    expect(screen.getByText('Only copies are kept here.')).toBeInTheDocument();
  });

  it('lists the profile and an application from their own calls', async () => {
    const api = answerDocuments({ profile: [LETTER], 'application:A-20461': [CONTRACT] });
    const { unmount } = renderList({ source: { kind: 'profile' } });
    await screen.findByRole('button', { name: /Payoff Letter/ });
    unmount();
    renderList({ source: { kind: 'application', number: 'A-20461' } });
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    expect(api.requests).toEqual(['profile', 'application:A-20461']);
  });
});

describe('a refresh', () => {
  it('marks the documents the list did not have before as new', async () => {
    const api = answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    renderList({ uploadArea: refreshButton });
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    api.lists.set('account:01-123400-1', [LETTER, CONTRACT]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh for test' }));
    const letter = await screen.findByRole('button', { name: /Payoff Letter/ });
    expect(within(letter).getByText('New')).toBeInTheDocument();
    expect(
      within(screen.getByRole('button', { name: /Retail Installment Contract/ })).queryByText('New'),
    ).toBeNull();
  });

  it('keeps the list shown and says so when it fails', async () => {
    const api = answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    renderList({ uploadArea: refreshButton });
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    api.lists.set('account:01-123400-1', 'fail');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh for test' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong when attempting to refresh the document list',
    );
    expect(screen.getByRole('button', { name: /Retail Installment Contract/ })).toBeInTheDocument();
  });
});

describe('opening a document', () => {
  it('opens ViewDocument with a fresh passable token in a new window', async () => {
    const api = answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Retail Installment Contract/ }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    const [url, target, features] = open.mock.calls[0]!;
    expect(target).toBe('_blank');
    expect(features).toBe('noopener');
    const address = new URL(String(url), 'http://portal.test');
    expect(address.pathname).toBe('/api/Documents/ViewDocument');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      FileId: 'demo-subaru-contract',
      Name: 'Retail Installment Contract',
      PageNumber: '1',
      FileFormat: 'pdf',
      token: 'pass+token/1',
    });
    expect(api.tokens).toBe(1);
  });

  it('says the document could not be opened when no token can be had', async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] }, { token: 'fail' });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: /Retail Installment Contract/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The document could not be opened. Please try again.',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('opens by keyboard', async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderList();
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Retail Installment Contract/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });
});

describe('accessibility', () => {
  it.each([
    ['with documents', { 'account:01-123400-1': [CONTRACT, TITLE] }, /Retail Installment Contract/],
    ['empty', {}, 'No Uploaded Documents'],
    ['failed', { 'account:01-123400-1': 'fail' as const }, 'Cannot connect to the service to get documents'],
  ])('has no axe violations %s', async (_, lists, shown) => {
    answerDocuments(lists);
    renderList({ showDisclaimer: true });
    await screen.findAllByText(shown);
    expect(await violations('fragment')).toEqual([]);
  });
});
