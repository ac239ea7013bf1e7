/**
 * The document calls for component tests: msw handlers of the three lists (answered per
 * source from a table the test may change between calls, or by a resolver), the passable
 * token, the uploader's file types, and the account and application lists the document center
 * chooses from. Every list answer is checked against schemas/api/documents.json; every request
 * is counted.
 */
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { createProjectAjv, describeErrors, schemaValidator } from '../../tools/project.ts';
import type { Document, FileType } from '../../src/generated/api-types/documents';
import { DEMO_ACCOUNTS, DEMO_APPLICATIONS } from '../component/screens/dashboard/demoData';
import { server } from './msw';

const ajv = createProjectAjv();

export function document(
  FileId: string,
  DisplayName: string,
  DateUploaded = '2026-10-02T16:30:00.000Z',
): Document {
  return { FileId, DisplayName, DisplayFormat: 'pdf', ImageUrl: '', DateUploaded };
}

/** The demo institution's file types (server/config/demo-file-types.json), as GetFileTypes answers them. */
export const FILE_TYPES: FileType[] = [
  { ID: 1, Description: 'Pay Stub' },
  { ID: 2, Description: 'Proof of Income' },
  { ID: 7, Description: 'Other' },
];

/** A list's key as the calls name it: account:<number>, application:<number> or profile. */
export type SourceKey = string;

export interface DocumentsApi {
  /** What each list answers next (a missing source answers an empty list). */
  lists: Map<SourceKey, Document[] | 'fail'>;
  /** The list requests made, as source keys, in order. */
  requests: SourceKey[];
  tokens: number;
  fileTypeLists: number;
  accountLists: number;
  applicationLists: number;
}

function sourceKeyOf(url: URL): SourceKey {
  const account = url.searchParams.get('accountNumber');
  const application = url.searchParams.get('applicationNumber');
  if (url.pathname.endsWith('GetAccountDocuments')) return `account:${account ?? ''}`;
  if (url.pathname.endsWith('GetApplicationDocuments')) return `application:${application ?? ''}`;
  return 'profile';
}

export function answerDocuments(
  lists: Record<SourceKey, Document[] | 'fail'> = {},
  { token = 'pass+token/1' as string | 'fail', fileTypes = FILE_TYPES as FileType[] | 'fail' } = {},
): DocumentsApi {
  const api: DocumentsApi = {
    lists: new Map(Object.entries(lists)),
    requests: [],
    tokens: 0,
    fileTypeLists: 0,
    accountLists: 0,
    applicationLists: 0,
  };
  const validate = schemaValidator(ajv, 'api/documents.json#/$defs/DocumentListResponse');
  const list = ({ request }: { request: Request }) => {
    const key = sourceKeyOf(new URL(request.url));
    api.requests.push(key);
    const answer = api.lists.get(key) ?? [];
    if (answer === 'fail') return HttpResponse.json({ Message: 'down' }, { status: 500 });
    const body = { HasNoErrors: true, Errors: [], Value: answer };
    expect(validate(body), describeErrors(validate)).toBe(true);
    return HttpResponse.json(body);
  };
  server.use(
    http.get('/api/Documents/GetAccountDocuments', list),
    http.get('/api/Documents/GetApplicationDocuments', list),
    http.get('/api/Documents/GetCustomerDocuments', list),
    http.get('/api/PassableToken/GetPassableToken', () => {
      api.tokens += 1;
      if (token === 'fail') return HttpResponse.json({ Message: 'down' }, { status: 500 });
      return HttpResponse.json({ Token: token, Expires: '2026-11-22T15:01:00Z' });
    }),
    http.get('/api/file/GetFileTypes', () => {
      api.fileTypeLists += 1;
      if (fileTypes === 'fail') return HttpResponse.json({ Message: 'down' }, { status: 500 });
      return HttpResponse.json({ HasNoErrors: true, Errors: [], FileTypes: fileTypes });
    }),
    http.get('/api/accountList', () => {
      api.accountLists += 1;
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Accounts: DEMO_ACCOUNTS });
    }),
    http.get('/api/Application/GetList', () => {
      api.applicationLists += 1;
      return HttpResponse.json({ HasNoErrors: true, Errors: [], Applications: DEMO_APPLICATIONS });
    }),
  );
  return api;
}
