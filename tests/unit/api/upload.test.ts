// @vitest-environment jsdom
/**
 * The upload call (src/api/upload.ts): the client's session headers without a Content-Type (the
 * browser writes the multipart boundary), its answers read as the client reads them (a refusal
 * keeps its Message, 401 is unauthorized, a malformed answer is malformed, no answer is a
 * network failure), and logging out cancels an upload under way. XMLHttpRequest is a fake.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelSessionRequests, provideSessionHeaders } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { upload, UploadError } from '../../../src/api/upload';
import { installFakeXhr, type FakeXhr } from '../../support/fakeXhr';

const check = (answer: unknown) => {
  if (typeof answer !== 'object' || answer === null || !('Document' in answer))
    throw new Error('no Document');
  return answer;
};

let sent: FakeXhr[];
beforeEach(() => {
  sent = installFakeXhr();
  provideSessionHeaders(() => ({ userToken: 'user-token', servicingBranch: '0001' }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  provideSessionHeaders(() => ({}));
});

function start(onProgress?: (progress: { loaded: number; total: number }) => void) {
  const file = new File(['%PDF-'], 'pay.pdf', { type: 'application/pdf' });
  const call = upload('file/UploadByCustomerID', { fields: { FileTypeID: '1' }, file, check, onProgress });
  return { call, xhr: sent[0]! };
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('upload', () => {
  it('posts the form with the session headers and no Content-Type, reporting progress', async () => {
    const progress = vi.fn();
    const { call, xhr } = start(progress);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/file/UploadByCustomerID');
    expect(xhr.headers).toEqual({
      accept: 'application/json',
      usertoken: 'user-token',
      servicingbranch: '0001',
    });
    expect(xhr.fields()).toEqual({ FileTypeID: '1' });
    xhr.progress(3, 5);
    expect(progress).toHaveBeenCalledWith({ loaded: 3, total: 5 });
    xhr.respond(200, { Document: { FileId: 'f' } });
    expect(await call).toEqual({ Document: { FileId: 'f' } });
  });

  it.each([
    [
      'a refusal with its Message',
      400,
      { Errors: [{ ErrorMessage: 'EmptyFile' }], Message: 'Empty.' },
      'http',
      'Empty.',
    ],
    ['a refusal without one', 500, undefined, 'http', undefined],
    [
      'HasNoErrors false',
      200,
      { HasNoErrors: false, Errors: [{ ErrorMessage: 'X' }], Message: 'No.' },
      'rejected',
      'No.',
    ],
    ['401', 401, { Errors: [{ ErrorMessage: 'Unauthorized' }] }, 'unauthorized', undefined],
    ['a malformed answer', 200, { Nothing: true }, 'malformed', undefined],
  ])('reads %s as the client does, keeping the Message', async (_, status, body, kind, message) => {
    const { call, xhr } = start();
    xhr.respond(status, body);
    const error = await failure(call);
    expect(error).toBeInstanceOf(UploadError);
    expect(error.problem.kind).toBe(kind);
    expect((error as UploadError).serverMessage).toBe(message);
  });

  it('is a network failure when no answer comes', async () => {
    const { call, xhr } = start();
    xhr.fail();
    expect((await failure(call)).problem).toEqual({ kind: 'network' });
  });

  it('is cancelled by logging out while under way', async () => {
    const { call } = start();
    cancelSessionRequests();
    expect((await failure(call)).problem).toEqual({ kind: 'cancelled' });
  });
});
