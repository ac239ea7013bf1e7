/**
 * The documents of the loan screen and the application details (spec 03 §2.3, §2.8, §2.13):
 * the definitions show the shared list with the option FileServices, the loan's unless
 * loanDetails.hideDocuments; and the loan screen's Document Center link with the option
 * DocumentCenter.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import applicationDetails from '../../../../src/generated/screens/applicationDetails';
import loanDetails from '../../../../src/generated/screens/loanDetails';
import { violations } from '../../../support/axe';
import { answerDocuments, document } from '../../../support/documentsApi';
import { renderDocumentsScreen, type DocumentsRenderOptions } from './harness';

const SUBARU = '01-123400-1';
const READY = { loan: { status: 'ready', accountNumber: SUBARU, closed: false } };
const CONTRACT = document('demo-subaru-contract', 'Retail Installment Contract');
const PAY_STUB = document('demo-application-paystub', 'Pay Stub');

function renderLoanScreen(opts: DocumentsRenderOptions = {}) {
  return renderDocumentsScreen(loanDetails, {
    params: { accountNumber: SUBARU },
    initialData: READY,
    ...opts,
  });
}

describe("the loan screen's account documents", () => {
  it('list the loan’s documents with the option FileServices', async () => {
    const api = answerDocuments({ [`account:${SUBARU}`]: [CONTRACT] });
    renderLoanScreen({ options: { FileServices: true } });
    expect(await screen.findByRole('button', { name: /Retail Installment Contract/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'File Management' })).toBeInTheDocument();
    expect(api.requests).toEqual([`account:${SUBARU}`]);
    expect(await violations('fragment')).toEqual([]);
  });

  it.each([
    ['without the option FileServices', { options: { FileServices: false } }],
    [
      'hidden by loanDetails.hideDocuments',
      { options: { FileServices: true }, layers: { shared: { loanDetails: { hideDocuments: 'true' } } } },
    ],
    [
      'before the loan is ready',
      { options: { FileServices: true }, initialData: { loan: { status: 'loading' } } },
    ],
  ])('are not shown %s', (_, opts) => {
    const api = answerDocuments({ [`account:${SUBARU}`]: [CONTRACT] });
    renderLoanScreen(opts);
    expect(screen.queryByRole('heading', { name: 'File Management' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });

  it('hide the File Management heading by documents.hideHeading', async () => {
    answerDocuments({ [`account:${SUBARU}`]: [CONTRACT] });
    renderLoanScreen({
      options: { FileServices: true },
      layers: { shared: { documents: { hideHeading: 'yes' } } },
    });
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    expect(screen.queryByRole('heading', { name: 'File Management' })).not.toBeInTheDocument();
  });
});

describe("the loan screen's Document Center link", () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('shows with the option DocumentCenter %s', (on, count) => {
    answerDocuments();
    renderLoanScreen({ options: { DocumentCenter: on } });
    const links = screen.queryAllByRole('link', { name: 'Document Center' });
    expect(links).toHaveLength(count);
    if (on) expect(links[0]).toHaveAttribute('href', '#/myaccount/document-center');
  });
});

describe("the application details' documents", () => {
  const SHOWN = { application: { shown: true } };

  it("list the application's documents with the option FileServices", async () => {
    const api = answerDocuments({ 'application:A-20461': [PAY_STUB] });
    renderDocumentsScreen(applicationDetails, {
      params: { applicationNumber: 'A-20461' },
      options: { FileServices: true },
      initialData: SHOWN,
    });
    expect(await screen.findByRole('button', { name: /Pay Stub/ })).toBeInTheDocument();
    expect(api.requests).toEqual(['application:A-20461']);
  });

  it.each([
    ['without the option FileServices', { initialData: SHOWN }],
    // An unknown or another user's application says so once, without a documents error under it.
    ['before the application shows', { options: { FileServices: true } }],
  ])('are not shown %s', (_, opts) => {
    const api = answerDocuments({ 'application:A-20461': [PAY_STUB] });
    renderDocumentsScreen(applicationDetails, { params: { applicationNumber: 'A-20461' }, ...opts });
    expect(screen.queryByRole('heading', { name: 'File Management' })).not.toBeInTheDocument();
    expect(api.requests).toEqual([]);
  });
});
