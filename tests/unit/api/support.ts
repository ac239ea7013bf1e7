/** Helpers for the API modules' tests: one POST answer from the mock server, and the ApiError of a failed call. */
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { ApiError, type ApiProblem } from '../../../src/api/errors';
import { server } from '../../support/msw';

/** Answers POST /api/<path> with `answer` (and `status`); returns the bodies the call sent. */
export function answerPost(path: string, answer: unknown, status = 200): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api/${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer as object, { status });
    }),
  );
  return bodies;
}

/** The problem of the ApiError a call fails with. */
export async function problemOf(call: Promise<unknown>): Promise<ApiProblem> {
  const error: unknown = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).problem;
}

export const forbidden = (reason: string) => ({ HasNoErrors: false, Errors: [{ ErrorMessage: reason }] });
