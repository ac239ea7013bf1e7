// @vitest-environment node
/**
 * The uploads (spec 03 §2.8, §5, §7; schemas/api/documents.json): the file types; a file
 * uploaded to the caller's own loan, application or profile, written under an id of the
 * server's in the data folder, listed afterwards and served with safe headers; its type taken
 * from its content, not its name (a .pdf of PNG bytes is a PNG, an HTML page called .pdf is
 * refused); the size limit (413, also by Content-Length before the body is read); another
 * user's loan or application and a company user's profile refused (403, nothing stored); bad
 * multipart bodies 400, and a body of another type 415.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../support/tempFolder';
import { expectSchema, settingsFile, testServer } from './support';
import { HTML, PNG, samplePdf, SVG, upload } from './uploadSupport';

const SCHEMA = 'api/documents.json#/$defs/';
const SUBARU = '01-123400-1';
const PAYMENTS_LOAN = '01-310001-4';
const LOAN_UPLOAD = 'file/UploadFileWithLoanNumber';

type Server = Awaited<ReturnType<typeof testServer>>;

let server: Server;
let folder: string;
const tokens = new Map<string, string>();

async function tokenOf(username: string): Promise<string> {
  if (!tokens.has(username)) tokens.set(username, (await server.signIn(username)).json.UserToken as string);
  return tokens.get(username)!;
}

const uploadsFolder = () => join(folder, 'uploads');
const storedFiles = () => (existsSync(uploadsFolder()) ? readdirSync(uploadsFolder()) : []);
const documentCount = () => server.deps.db.get<{ n: number }>('SELECT count(*) AS n FROM documents')!.n;

async function loanUpload(name: string, bytes: Uint8Array, user = 'demo.borrower', loan = SUBARU) {
  return upload(server.app, LOAN_UPLOAD, {
    token: await tokenOf(user),
    fields: { LoanNumber: loan, FileTypeID: '1' },
    file: { name, bytes },
  });
}

async function list(path: string, user = 'demo.borrower') {
  return (await server.call('GET', path, { token: await tokenOf(user) })).json.Value as { FileId: string }[];
}

async function view(fileId: string, user = 'demo.borrower') {
  const { json } = await server.call('GET', 'PassableToken/GetPassableToken', { token: await tokenOf(user) });
  return server.app.request(
    `/api/Documents/ViewDocument?FileId=${fileId}&Name=x&PageNumber=1&FileFormat=pdf&token=${encodeURIComponent(json.Token as string)}`,
  );
}

beforeAll(async () => {
  folder = tempFolder('portal-uploads-');
  server = await testServer({ dataFolder: folder });
});

describe('GetFileTypes', () => {
  it("answers the demo institution's file types", async () => {
    const { status, json } = await server.call('GET', 'file/GetFileTypes', {
      token: await tokenOf('demo.borrower'),
    });
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}FileTypesResponse`, json);
    expect(json.FileTypes[0]).toEqual({ ID: 1, Description: 'Pay Stub' });
  });

  it('needs a session', async () => {
    expect((await server.call('GET', 'file/GetFileTypes')).status).toBe(401);
  });
});

describe("an upload to the caller's loan", () => {
  it('is written under its own id in the data folder, listed, and served as what it is', async () => {
    const pdf = await samplePdf();
    const { status, json } = await loanUpload('Pay stub March.pdf', pdf);
    expect(status).toBe(200);
    expectSchema(`${SCHEMA}UploadResponse`, json);
    const document = json.Document;
    expect(document).toMatchObject({ DisplayName: 'Pay stub March', DisplayFormat: 'pdf', ImageUrl: '' });
    expect(document.FileId).toMatch(/^upload-[0-9a-f]{32}$/);
    expect(storedFiles()).toContain(document.FileId);
    expect(new Uint8Array(readFileSync(join(uploadsFolder(), document.FileId)))).toEqual(pdf);

    const listed = await list(`Documents/GetAccountDocuments?accountNumber=${SUBARU}`);
    expect(listed[0]).toEqual(document);

    const served = await view(document.FileId);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('application/pdf');
    expect(served.headers.get('Content-Disposition')).toBe('inline; filename="Pay stub March.pdf"');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('takes its type from the content: a .pdf of PNG bytes is stored and served as a PNG', async () => {
    const { status, json } = await loanUpload('scan.pdf', PNG);
    expect(status).toBe(200);
    expect(json.Document).toMatchObject({ DisplayName: 'scan', DisplayFormat: 'png' });
    const served = await view(json.Document.FileId);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Content-Disposition')).toBe('inline; filename="scan.png"');
  });

  it.each([
    ['an HTML page called .pdf', 'statement.pdf', HTML],
    ['an SVG image', 'logo.svg', SVG],
    ['a text file', 'notes.txt', new TextEncoder().encode('just text')],
  ])('refuses %s (400 FileTypeNotAccepted, nothing stored)', async (_, name, bytes) => {
    const before = { files: storedFiles().length, rows: documentCount() };
    const { status, json } = await loanUpload(name, bytes);
    expect(status).toBe(400);
    expect(json.Errors[0].ErrorMessage).toBe('FileTypeNotAccepted');
    expect(json.Message).toBe(
      'This type of file cannot be uploaded. You can upload PDF, PNG, JPEG, GIF, TIFF files.',
    );
    expect({ files: storedFiles().length, rows: documentCount() }).toEqual(before);
  });

  it('refuses an empty file (400 EmptyFile)', async () => {
    const { status, json } = await loanUpload('empty.pdf', new Uint8Array());
    expect(status).toBe(400);
    expect(json.Errors[0].ErrorMessage).toBe('EmptyFile');
  });

  it('cleans the name: no path, no control characters; the stored file is named by its id', async () => {
    const { json } = await loanUpload('..\\..\\secret/../ev\u0000il\u202Efdp.png', PNG);
    expect(json.Document.DisplayName).toBe('evilfdp');
    expect(storedFiles().every((name) => /^upload-[0-9a-f]{32}$/.test(name))).toBe(true);
  });

  it('takes a file over the 1 MB JSON limit (2 MB)', async () => {
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PNG);
    const { status, json } = await loanUpload('big.png', big);
    expect(status).toBe(200);
    expect(json.Document.DisplayFormat).toBe('png');
  });
});

describe('uploads to an application and to the profile', () => {
  it('are listed with that application and with the profile', async () => {
    const token = await tokenOf('demo.borrower');
    const toApplication = await upload(server.app, 'file/UploadFileWithApplicationNumber', {
      token,
      fields: { ApplicationNumber: 'A-20461', FileTypeID: '2' },
      file: { name: 'w2.pdf', bytes: await samplePdf() },
    });
    expect(toApplication.status).toBe(200);
    expect((await list('Documents/GetApplicationDocuments?applicationNumber=A-20461'))[0]).toEqual(
      toApplication.json.Document,
    );
    const toProfile = await upload(server.app, 'file/UploadByCustomerID', {
      token,
      fields: { FileTypeID: '4' },
      file: { name: 'utility bill.png', bytes: PNG },
    });
    expect(toProfile.status).toBe(200);
    expect((await list('Documents/GetCustomerDocuments'))[0]).toEqual(toProfile.json.Document);
  });
});

describe('ownership', () => {
  it.each([
    [
      "another customer's loan",
      LOAN_UPLOAD,
      { LoanNumber: PAYMENTS_LOAN, FileTypeID: '1' },
      'NotYourAccount',
    ],
    ['an unknown loan', LOAN_UPLOAD, { LoanNumber: '99-999999-9', FileTypeID: '1' }, 'NotYourAccount'],
    [
      "another customer's application",
      'file/UploadFileWithApplicationNumber',
      { ApplicationNumber: 'A-20488', FileTypeID: '1' },
      'NotYourApplication',
    ],
  ])('refuses %s (403, no data, nothing stored)', async (_, path, fields, reason) => {
    const before = { files: storedFiles().length, rows: documentCount() };
    const { status, json } = await upload(server.app, path, {
      token: await tokenOf('demo.borrower'),
      fields,
      file: { name: 'x.png', bytes: PNG },
    });
    expect(status).toBe(403);
    expect(json.Errors[0].ErrorMessage).toBe(reason);
    expect(json.Document).toBeUndefined();
    expect({ files: storedFiles().length, rows: documentCount() }).toEqual(before);
  });

  it("refuses a company user's profile upload (403 NotPersonalUser)", async () => {
    const { status, json } = await upload(server.app, 'file/UploadByCustomerID', {
      token: await tokenOf('demo.company'),
      fields: { FileTypeID: '1' },
      file: { name: 'x.png', bytes: PNG },
    });
    expect(status).toBe(403);
    expect(json.Errors[0].ErrorMessage).toBe('NotPersonalUser');
    expect(json.Message).toBe('Profile documents can be uploaded by personal users only.');
  });

  it('needs a session', async () => {
    const { status } = await upload(server.app, LOAN_UPLOAD, {
      fields: { LoanNumber: SUBARU, FileTypeID: '1' },
      file: { name: 'x.png', bytes: PNG },
    });
    expect(status).toBe(401);
  });
});

describe('bad requests (400)', () => {
  const pngFile = { name: 'x.png', bytes: PNG };
  it.each([
    ['no file', { LoanNumber: SUBARU, FileTypeID: '1' }, undefined, 'BadRequest'],
    ['no file type', { LoanNumber: SUBARU }, pngFile, 'BadRequest'],
    [
      'a file type that is not a number',
      { LoanNumber: SUBARU, FileTypeID: 'pay stub' },
      pngFile,
      'BadRequest',
    ],
    ['an unknown file type', { LoanNumber: SUBARU, FileTypeID: '999' }, pngFile, 'UnknownFileType'],
    ['a malformed loan number', { LoanNumber: '01/123', FileTypeID: '1' }, pngFile, 'BadRequest'],
    ['an unknown field', { LoanNumber: SUBARU, FileTypeID: '1', Path: '/etc' }, pngFile, 'BadRequest'],
  ])('%s', async (_, fields, file, reason) => {
    const { status, json } = await upload(server.app, LOAN_UPLOAD, {
      token: await tokenOf('demo.borrower'),
      fields,
      file,
    });
    expect(status).toBe(400);
    expect(json.Errors[0].ErrorMessage).toBe(reason);
  });

  it('two files in one request', async () => {
    const form = new FormData();
    form.append('LoanNumber', SUBARU);
    form.append('FileTypeID', '1');
    form.append('file', new Blob([PNG]), 'a.png');
    form.append('file', new Blob([PNG]), 'b.png');
    const response = await server.app.request(`/api/${LOAN_UPLOAD}`, {
      method: 'POST',
      headers: { UserToken: await tokenOf('demo.borrower') },
      body: form,
    });
    expect(response.status).toBe(400);
  });

  it.each([
    [
      'a JSON body (415)',
      'application/json',
      JSON.stringify({ LoanNumber: SUBARU, FileTypeID: '1' }),
      415,
      'UnsupportedMediaType',
    ],
    [
      'a broken multipart body',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="file"',
      400,
      'BadRequest',
    ],
  ])('%s', async (_, type, body, status, reason) => {
    const response = await server.app.request(`/api/${LOAN_UPLOAD}`, {
      method: 'POST',
      headers: { UserToken: await tokenOf('demo.borrower'), 'Content-Type': type },
      body,
    });
    expect(response.status).toBe(status);
    expect((await response.json()).Errors[0].ErrorMessage).toBe(reason);
  });
});

describe('the size limit (UploadMaxBytes 4096)', () => {
  let small: Server;
  let token: string;
  beforeAll(async () => {
    small = await testServer({
      settingsFile: settingsFile({ institutionOptions: { UploadMaxBytes: 4096 } }),
    });
    token = (await small.signIn('demo.borrower')).json.UserToken as string;
  });

  it('refuses a file over the limit with 413 and the limit in words', async () => {
    const bytes = new Uint8Array(4097);
    bytes.set(PNG);
    const { status, json } = await upload(small.app, LOAN_UPLOAD, {
      token,
      fields: { LoanNumber: SUBARU, FileTypeID: '1' },
      file: { name: 'big.png', bytes },
    });
    expect(status).toBe(413);
    expect(json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
      Message: 'This file is larger than 4 KB, the most that can be uploaded.',
    });
  });

  it('refuses by Content-Length before reading the body', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        UserToken: token,
        'Content-Type': 'multipart/form-data; boundary=zzz',
        'Content-Length': String(50 * 1024 * 1024),
      },
      body,
      duplex: 'half',
    };
    const response = await small.app.request(`/api/${LOAN_UPLOAD}`, init);
    expect(response.status).toBe(413);
    expect((await response.json()).Message).toBe(
      'This file is larger than 4 KB, the most that can be uploaded.',
    );
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it('keeps the 1 MB limit of every other call', async () => {
    const response = await small.app.request('/api/ClientError', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: JSON.stringify({ Message: 'x'.repeat(2 * 1024 * 1024 - 20) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('with the option FileServices off', () => {
  it('refuses uploads (403 FileServicesOff) and answers no file types', async () => {
    const off = await testServer({
      settingsFile: settingsFile({ institutionOptions: { FileServices: false } }),
    });
    const token = (await off.signIn('demo.payments')).json.UserToken as string;
    const { status, json } = await upload(off.app, LOAN_UPLOAD, {
      token,
      fields: { LoanNumber: PAYMENTS_LOAN, FileTypeID: '1' },
      file: { name: 'x.png', bytes: PNG },
    });
    expect(status).toBe(403);
    expect(json.Errors[0].ErrorMessage).toBe('FileServicesOff');
    const types = await off.call('GET', 'file/GetFileTypes', { token });
    expect(types.json).toEqual({
      HasNoErrors: false,
      Errors: [{ ErrorMessage: 'FileServicesOff' }],
      FileTypes: [],
    });
  });
});
