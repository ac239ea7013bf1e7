// @vitest-environment node
/**
 * Upload limits (issue 32 point 3): a user sends at most UploadsPerHour uploads an hour (then 429
 * TooManyUploads with Retry-After and the settings' wording, and one security event), and a place
 * (a loan, an application, the profile) holds at most UploadMaxFilesPerAccount files of
 * UploadMaxBytesPerAccount bytes together (403 UploadQuotaReached): concurrent uploads cannot
 * slip past, and the refused file is not kept.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempFolder } from '../support/tempFolder';
import { settingsFile, testServer } from './support';
import { PNG, upload } from './uploadSupport';

const ADMIN = 'admin-token-of-the-tests-0123456789';
const SUBARU = '01-123400-1';
/** demo.borrower's home improvement loan. */
const HOME_LOAN = '01-123401-9';
/** A PNG of some 970 bytes (the header says what it is; the rest is padding). */
const LARGER_PNG = Uint8Array.from([...PNG, ...new Uint8Array(900)]);

async function uploader(institutionOptions: Record<string, number>) {
  const folder = tempFolder('portal-quota-');
  const server = await testServer({
    dataFolder: folder,
    adminToken: ADMIN,
    settingsFile: settingsFile({ institutionOptions }),
  });
  let token = (await server.signIn('demo.borrower')).json.UserToken as string;
  /** A new session: the clock moved on past the idle time-out. */
  const signInAgain = async () => {
    token = (await server.signIn('demo.borrower')).json.UserToken as string;
  };
  const toLoan = (loan = SUBARU, bytes = PNG) =>
    upload(server.app, 'file/UploadFileWithLoanNumber', {
      token,
      fields: { LoanNumber: loan, FileTypeID: '1' },
      file: { name: 'scan.png', bytes },
    });
  const toProfile = () =>
    upload(server.app, 'file/UploadByCustomerID', {
      token,
      fields: { FileTypeID: '1' },
      file: { name: 'scan.png', bytes: PNG },
    });
  const stored = () => {
    const uploads = join(folder, 'uploads');
    return existsSync(uploads) ? readdirSync(uploads).filter((name) => !name.endsWith('.tmp')).length : 0;
  };
  return { ...server, toLoan, toProfile, stored, signInAgain };
}

const reason = (json: { Errors: { ErrorMessage: string }[] }) => json.Errors[0]!.ErrorMessage;

describe('uploads per hour', () => {
  it('refuses the upload past the limit with 429, the wording and Retry-After, and takes them again an hour on', async () => {
    const server = await uploader({ UploadsPerHour: 3 });
    for (let n = 0; n < 3; n++) {
      expect((await server.toLoan()).status).toBe(200);
      server.clock.advanceMinutes(10);
    }
    const refused = await server.toProfile();
    expect([refused.status, reason(refused.json)]).toEqual([429, 'TooManyUploads']);
    // The first upload leaves the hour 60 minutes after it came: 30 minutes from now.
    expect(refused.headers.get('Retry-After')).toBe('1800');
    expect(refused.json.Message).toBe(
      'You have uploaded many files in a short time. Please try again in 30 minutes.',
    );
    expect(server.stored()).toBe(3);
    server.clock.advanceMinutes(29);
    await server.signInAgain();
    expect((await server.toProfile()).status).toBe(429);
    server.clock.advanceMinutes(1);
    expect((await server.toProfile()).status).toBe(200);
  });

  it('count refused uploads too, and record the first refusal as a security event', async () => {
    const server = await uploader({ UploadsPerHour: 2 });
    const notAnImage = new TextEncoder().encode('<html></html>');
    expect((await server.toLoan(SUBARU, notAnImage)).status).toBe(400);
    expect((await server.toLoan()).status).toBe(200);
    for (let n = 0; n < 3; n++) expect((await server.toLoan()).status).toBe(429);
    const events = (await server.call('GET', 'admin/SecurityEvents', { headers: { AdminToken: ADMIN } }))
      .json;
    expect(events).toEqual([expect.objectContaining({ Kind: 'uploadLimit', UserName: 'demo.borrower' })]);
  });
});

describe('what one place may hold', () => {
  it('refuses a file past the count with 403 UploadQuotaReached, per place', async () => {
    const server = await uploader({ UploadMaxFilesPerAccount: 2 });
    expect((await server.toLoan()).status).toBe(200);
    expect((await server.toLoan()).status).toBe(200);
    const refused = await server.toLoan();
    expect([refused.status, reason(refused.json)]).toEqual([403, 'UploadQuotaReached']);
    expect(refused.json.Message).toBe(
      'No more files can be uploaded here: the limit is 2 files. Please contact your institution to send more.',
    );
    expect(server.stored()).toBe(2);
    // Another loan, and the profile, are places of their own.
    expect((await server.toLoan(HOME_LOAN)).status).toBe(200);
    expect((await server.toProfile()).status).toBe(200);
  });

  it('refuses a file past the bytes the place may hold together', async () => {
    const server = await uploader({ UploadMaxBytesPerAccount: 2048 });
    expect((await server.toLoan(SUBARU, LARGER_PNG)).status).toBe(200);
    expect((await server.toLoan(SUBARU, LARGER_PNG)).status).toBe(200);
    const refused = await server.toLoan(SUBARU, LARGER_PNG);
    expect([refused.status, reason(refused.json)]).toEqual([403, 'UploadQuotaReached']);
    expect(refused.json.Message).toMatch(
      /^This file cannot be uploaded here: the files uploaded here may take up to 2 KB together\./,
    );
  });

  it('holds against uploads sent all at once: 30 in parallel store 5, and nothing more is kept', async () => {
    const server = await uploader({ UploadMaxFilesPerAccount: 5, UploadsPerHour: 100 });
    const answers = await Promise.all(Array.from({ length: 30 }, () => server.toLoan()));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(25);
    expect(server.stored()).toBe(5);
    const rows = server.deps.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM documents WHERE uploaded_by IS NOT NULL',
    );
    expect(rows).toEqual({ n: 5 });
  });

  it('keeps the probe from filling a loan with the defaults: 30 parallel uploads store 20 at most', async () => {
    const server = await uploader({});
    const answers = await Promise.all(Array.from({ length: 30 }, () => server.toLoan()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });
});
