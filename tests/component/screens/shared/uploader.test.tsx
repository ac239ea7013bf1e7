/**
 * The uploader under a document list (spec 03 §2.8, §4, §5, §8; src/screens/shared/uploads):
 * the limits stated first; files added by the picker or dropped on the zone (a button that
 * opens the picker); a file too large or of a type not accepted refused in the queue before any
 * request; a file without a file type kept back with "Choose a file type"; each file sent with
 * the session's headers and its fields, its progress bar following the transfer and announced
 * by quarters; a success leaving the queue, a failure staying with its message; the list
 * refreshed once all have finished, the new document marked. XMLHttpRequest is a fake.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '../../../support/userEvent';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideSessionHeaders } from '../../../../src/api/client';
import type { DocumentSource } from '../../../../src/api/documents';
import { createOptions, createRuleBook, EngineProvider } from '../../../../src/engine';
import { optionSpecs } from '../../../../src/generated/options';
import { rulesFiles } from '../../../../src/generated/rules';
import { DocumentList } from '../../../../src/screens/shared/documents/DocumentList';
import { uploadArea } from '../../../../src/screens/shared/uploads/uploadArea';
import { violations } from '../../../support/axe';
import { answerDocuments, document, FILE_TYPES } from '../../../support/documentsApi';
import { type FakeXhr, installFakeXhr, uploaded } from '../../../support/fakeXhr';
import { testRegistry, testSettings } from '../../../support/engine';

const SUBARU: DocumentSource = { kind: 'account', number: '01-123400-1' };
const CONTRACT = document('demo-subaru-contract', 'Retail Installment Contract', '2023-09-29T15:00:00.000Z');
const PAY_STUB = document('upload-1', 'pay', '2026-11-22T15:00:00.000Z');

let sent: FakeXhr[];
beforeEach(() => {
  sent = installFakeXhr();
  provideSessionHeaders(() => ({ userToken: 'user-token', servicingBranch: '0001' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  provideSessionHeaders(() => ({}));
});

function renderUploader({
  options = {},
  dropZone = true,
  source = SUBARU,
}: { options?: Record<string, unknown>; dropZone?: boolean; source?: DocumentSource } = {}) {
  const view = render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, revalidateOnFocus: false }}>
      <EngineProvider
        settings={testSettings()}
        options={createOptions(options, optionSpecs)}
        rules={createRuleBook(rulesFiles)}
        registry={testRegistry()}
      >
        <main>
          <h1>Loan</h1>
          <DocumentList
            username="demo.borrower"
            source={source}
            showHeading
            showDisclaimer={false}
            uploadArea={uploadArea('demo.borrower', source, { uploads: true, dropZone })}
          />
        </main>
      </EngineProvider>
    </SWRConfig>,
  );
  const picker = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, picker };
}

const user = () => userEvent.setup({ applyAccept: false });
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const queue = () => screen.getByRole('list', { name: 'Files to upload' });
const item = (name: string) =>
  within(queue())
    .getAllByRole('listitem')
    .find((row) => row.querySelector('.upload-file__name')?.textContent === name)!;
/** The lines read to screen readers (the uploader's polite log), oldest first. */
const announced = () =>
  within(screen.getByRole('log'))
    .queryAllByText(/./)
    .map((line) => line.textContent);
/** The last line read to screen readers. */
const status = () => {
  const lines = within(screen.getByRole('log')).queryAllByText(/./);
  return lines[lines.length - 1] ?? null;
};

async function addFiles(picker: HTMLInputElement, ...files: File[]) {
  await user().upload(picker, files);
}

async function chooseType(name: string, description = 'Pay Stub') {
  const select = await screen.findByRole('combobox', { name: `File type for ${name}` });
  await within(select).findByRole('option', { name: description });
  await user().selectOptions(select, description);
}

const uploadButton = () => screen.getByRole('button', { name: 'Upload File(s)' });

describe('before uploading', () => {
  it('states the accepted types and the size limit, from the option UploadMaxBytes', async () => {
    answerDocuments();
    const { unmount } = renderUploader();
    expect(await screen.findByRole('heading', { level: 3, name: 'Upload Files' })).toBeInTheDocument();
    expect(
      screen.getByText('You can upload PDF, PNG, JPEG, GIF, TIFF files of up to 10 MB each.'),
    ).toBeInTheDocument();
    unmount();
    renderUploader({ options: { UploadMaxBytes: 2 * 1024 * 1024 } });
    expect(
      screen.getByText('You can upload PDF, PNG, JPEG, GIF, TIFF files of up to 2 MB each.'),
    ).toBeInTheDocument();
  });

  it('queues the files added with their names and sizes, and offers the file types', async () => {
    const api = answerDocuments();
    const { picker } = renderUploader();
    await addFiles(picker, pdf('pay.pdf', 2048), pdf('w2.pdf', 1536 * 1024));
    expect(within(item('pay.pdf')).getByText('2 KB')).toBeInTheDocument();
    expect(within(item('w2.pdf')).getByText('1.5 MB')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'File type for pay.pdf' });
    await within(select).findByRole('option', { name: 'Pay Stub' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a file type', ...FILE_TYPES.map((type) => type.Description)]);
    expect(status()).toHaveTextContent('2 file(s) added to the upload queue.');
    expect(api.fileTypeLists).toBe(1);
  });

  it('refuses a file over the limit or of a type not accepted in the queue, and sends neither', async () => {
    answerDocuments();
    const { picker } = renderUploader({ options: { UploadMaxBytes: 4096 } });
    await addFiles(
      picker,
      pdf('big.pdf', 5000),
      new File(['<html>'], 'page.html', { type: 'text/html' }),
      new File([], 'empty.pdf'),
    );
    expect(
      within(item('big.pdf')).getByText('This file is larger than 4 KB, the most that can be uploaded.'),
    ).toBeInTheDocument();
    expect(
      within(item('page.html')).getByText(
        'This type of file cannot be uploaded. You can upload PDF, PNG, JPEG, GIF, TIFF files.',
      ),
    ).toBeInTheDocument();
    expect(within(item('empty.pdf')).getByText('This file is empty.')).toBeInTheDocument();
    expect(within(item('big.pdf')).queryByRole('combobox')).toBeNull();
    await user().click(uploadButton());
    expect(sent).toEqual([]);
  });

  it('keeps back a file without a file type: "Choose a file type" at the file, no request', async () => {
    answerDocuments();
    const { picker } = renderUploader();
    await addFiles(picker, pdf('pay.pdf'));
    await user().click(uploadButton());
    const select = screen.getByRole('combobox', { name: 'File type for pay.pdf' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a file type');
    expect(sent).toEqual([]);
    await chooseType('pay.pdf');
    expect(select).not.toHaveAttribute('aria-invalid');
  });

  it('says to add files first when the queue is empty', async () => {
    answerDocuments();
    renderUploader();
    await user().click(uploadButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Add files to upload first.');
  });

  it('takes a file out of the queue', async () => {
    answerDocuments();
    const { picker } = renderUploader();
    await addFiles(picker, pdf('pay.pdf'), pdf('w2.pdf'));
    await user().click(screen.getByRole('button', { name: 'Remove pay.pdf' }));
    expect(within(queue()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('pay.pdf')).toBeNull();
  });

  it('says when the file types cannot be loaded', async () => {
    answerDocuments({}, { fileTypes: 'fail' });
    renderUploader();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot connect to the service to get file types',
    );
  });
});

describe('the drag-and-drop zone', () => {
  it('is a button that opens the picker, and takes dropped files', async () => {
    answerDocuments();
    const { picker } = renderUploader();
    const zone = screen.getByRole('button', { name: 'Drag and drop files here, or press to choose files' });
    const click = vi.spyOn(picker, 'click');
    zone.focus();
    await user().keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    const files = [pdf('dropped.pdf')];
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files, dropEffect: 'none' } });
    expect(zone).toHaveTextContent('Drop the files to add them');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(item('dropped.pdf')).toBeDefined();
    expect(zone).toHaveTextContent('Drag and drop files here, or press to choose files');
  });

  it('is left out where the definition says (mobile browsers), Add Files stays', () => {
    answerDocuments();
    renderUploader({ dropZone: false });
    expect(screen.queryByRole('button', { name: /Drag and drop/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Files' })).toHaveAccessibleDescription(
      'You can upload PDF, PNG, JPEG, GIF, TIFF files of up to 10 MB each.',
    );
  });
});

describe('uploading', () => {
  it("sends each file with the session's headers and its fields, with a progress bar announced by quarters", async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    const { picker } = renderUploader();
    await addFiles(picker, pdf('pay.pdf'));
    await chooseType('pay.pdf');
    await user().click(uploadButton());
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/api/file/UploadFileWithLoanNumber');
    expect(request!.headers).toMatchObject({ usertoken: 'user-token', servicingbranch: '0001' });
    expect(request!.headers['content-type']).toBeUndefined();
    expect(request!.fields()).toEqual({ LoanNumber: '01-123400-1', FileTypeID: '1' });
    expect(request!.file()?.name).toBe('pay.pdf');
    expect(status()).toHaveTextContent('Uploading pay.pdf.');
    expect(uploadButton()).toBeDisabled();

    act(() => request!.progress(10, 100));
    const bar = screen.getByRole('progressbar', { name: 'Upload of pay.pdf' });
    expect(bar).toHaveAttribute('value', '10');
    expect(status()).toHaveTextContent('Uploading pay.pdf.');
    act(() => request!.progress(52, 100));
    expect(bar).toHaveAttribute('value', '52');
    expect(within(item('pay.pdf')).getByText('52%')).toBeInTheDocument();
    expect(status()).toHaveTextContent('pay.pdf: 50% uploaded.');
    act(() => request!.progress(60, 100));
    expect(status()).toHaveTextContent('pay.pdf: 50% uploaded.');
  });

  it('removes a file sent from the queue and refreshes the list once all have finished, marking the new one', async () => {
    const api = answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    const { picker } = renderUploader();
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    await addFiles(picker, pdf('pay.pdf'), pdf('bad.pdf'));
    await chooseType('pay.pdf');
    await chooseType('bad.pdf', 'Other');
    await user().click(uploadButton());
    api.lists.set('account:01-123400-1', [PAY_STUB, CONTRACT]);
    await act(async () => sent[0]!.respond(200, uploaded('upload-1', 'pay')));
    expect(screen.queryByText('pay.pdf')).toBeNull();
    // One line after the other, so the second does not cut the first short.
    expect(announced().slice(-2)).toEqual(['pay.pdf uploaded.', 'Uploading bad.pdf.']);
    expect(api.requests).toEqual(['account:01-123400-1']);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.fields().FileTypeID).toBe('7');
    await act(async () =>
      sent[1]!.respond(400, {
        HasNoErrors: false,
        Errors: [{ ErrorMessage: 'FileTypeNotAccepted' }],
        Message: 'This type of file cannot be uploaded.',
      }),
    );
    expect(await screen.findByRole('button', { name: /pay/ })).toHaveTextContent('New');
    expect(api.requests).toEqual(['account:01-123400-1', 'account:01-123400-1']);
    expect(within(item('bad.pdf')).getByText('This type of file cannot be uploaded.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Uploads finished: 1 uploaded, 1 not uploaded.');
    expect(uploadButton()).toBeEnabled();
  });

  it.each([
    ['the server refuses without a message', (xhr: FakeXhr) => xhr.respond(500), 'Internal Server Error'],
    [
      'no answer comes',
      (xhr: FakeXhr) => xhr.fail(),
      'The file transfer was unsuccessful, please try again.',
    ],
    [
      'the server says why',
      (xhr: FakeXhr) =>
        xhr.respond(413, {
          HasNoErrors: false,
          Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
          Message: 'Too big.',
        }),
      'Too big.',
    ],
  ])(
    'keeps a failed file in the queue with its message when %s, and sends it again',
    async (_, answer, message) => {
      answerDocuments();
      const { picker } = renderUploader();
      await addFiles(picker, pdf('pay.pdf'));
      await chooseType('pay.pdf');
      await user().click(uploadButton());
      await act(async () => answer(sent[0]!));
      expect(within(item('pay.pdf')).getByText(message)).toBeInTheDocument();
      expect(status()).toHaveTextContent(`Uploads finished: 0 uploaded, 1 not uploaded.`);
      await user().click(uploadButton());
      expect(sent).toHaveLength(2);
      await act(async () => sent[1]!.respond(200, uploaded('upload-2', 'pay')));
      expect(screen.queryByText('pay.pdf')).toBeNull();
    },
  );

  it('sends a profile document and an application document to their own calls', async () => {
    answerDocuments();
    const { picker, unmount } = renderUploader({ source: { kind: 'profile' } });
    await addFiles(picker, pdf('bill.pdf'));
    await chooseType('bill.pdf');
    await user().click(uploadButton());
    expect(sent[0]!.url).toBe('/api/file/UploadByCustomerID');
    expect(sent[0]!.fields()).toEqual({ FileTypeID: '1' });
    unmount();
    const application = renderUploader({ source: { kind: 'application', number: 'A-20461' } });
    await addFiles(application.picker, pdf('w2.pdf'));
    await chooseType('w2.pdf');
    await user().click(uploadButton());
    expect(sent[1]!.url).toBe('/api/file/UploadFileWithApplicationNumber');
    expect(sent[1]!.fields()).toEqual({ ApplicationNumber: 'A-20461', FileTypeID: '1' });
  });
});

describe('accessibility', () => {
  it('has no axe violations with files queued, refused and being sent', async () => {
    answerDocuments({ 'account:01-123400-1': [CONTRACT] });
    const { picker } = renderUploader({ options: { UploadMaxBytes: 4096 } });
    await screen.findByRole('button', { name: /Retail Installment Contract/ });
    await addFiles(picker, pdf('pay.pdf'), pdf('big.pdf', 5000), pdf('w2.pdf'));
    await chooseType('pay.pdf');
    await user().click(uploadButton());
    act(() => sent[0]!.progress(30, 100));
    expect(await violations('fragment')).toEqual([]);
  });
});
