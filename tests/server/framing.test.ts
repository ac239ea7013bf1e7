// @vitest-environment node
/**
 * One framing policy (issue 32 point 8): every answer says who may frame it in its Content
 * Security Policy's frame-ancestors, and none sends X-Frame-Options, which said SAMEORIGIN
 * beside frame-ancestors 'none'.
 */
import { describe, expect, it } from 'vitest';
import { testServer } from './support';
import { PNG, upload } from './uploadSupport';

const frameAncestors = (response: Response) =>
  /frame-ancestors ([^;]+)/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];

describe('framing', () => {
  it('is said once, by frame-ancestors, on the API, the page, the files and a served document', async () => {
    const server = await testServer();
    const token = (await server.signIn('demo.borrower')).json.UserToken as string;
    const stored = await upload(server.app, 'file/UploadFileWithLoanNumber', {
      token,
      fields: { LoanNumber: '01-123400-1', FileTypeID: '1' },
      file: { name: 'scan.png', bytes: PNG },
    });
    const passable = (await server.call('GET', 'PassableToken/GetPassableToken', { token })).json
      .Token as string;
    const answers = {
      api: await server.app.request('/api/setup/ApplicationOptions'),
      notFound: await server.app.request('/api/nothing-here'),
      page: await server.app.request('/'),
      file: await server.app.request('/demo-content/logo.svg'),
      document: await server.app.request(
        `/api/Documents/ViewDocument?FileId=${stored.json.Document.FileId}&Name=x&PageNumber=1&FileFormat=png&token=${encodeURIComponent(passable)}`,
      ),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect([name, response.headers.get('X-Frame-Options')]).toEqual([name, null]);
      expect([name, frameAncestors(response)]).toEqual([name, "'none'"]);
    }
    expect(answers.document.status).toBe(200);
  });
});
