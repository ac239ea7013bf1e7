/**
 * The upload calls (spec 03 §3 File type, Upload form fields, §7; schemas/api/documents.json):
 * the institution's file types, loaded once per user, and one file uploaded to the account, the
 * application or the profile a document list shows, with its progress (upload.ts). The upload
 * is a mutation, so its failures reach SWR's global onError too (an Unauthorized answer logs out).
 */
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { Document, FileType } from '../generated/api-types/documents';
import { request } from './client';
import type { DocumentSource } from './documents';
import { upload, type UploadProgress } from './upload';
import { schemaCheck } from './validation';

/** This area's answer validators, loaded with the first call that needs them (./validation.ts). */
const validators = () => import('../generated/api/documents');

export type { FileType } from '../generated/api-types/documents';
export type { UploadProgress } from './upload';

const checkFileTypes = schemaCheck(validators, 'FileTypesResponse');
const checkUpload = schemaCheck(validators, 'UploadResponse');

export async function getFileTypes(): Promise<FileType[]> {
  return (await request('file/GetFileTypes', { check: checkFileTypes })).FileTypes;
}

/** The file types (SWR, once per user: they do not change while the user is signed in). */
export function useFileTypes(username: string) {
  return useSWR(['fileTypes', username] as const, () => getFileTypes(), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
}

/** The call and its fields for a source: the loan's number, the application's, or the profile's (none). */
function uploadCall(
  source: DocumentSource,
  fileTypeId: number,
): { path: string; fields: Record<string, string> } {
  const FileTypeID = String(fileTypeId);
  switch (source.kind) {
    case 'account':
      return { path: 'file/UploadFileWithLoanNumber', fields: { LoanNumber: source.number, FileTypeID } };
    case 'application':
      return {
        path: 'file/UploadFileWithApplicationNumber',
        fields: { ApplicationNumber: source.number, FileTypeID },
      };
    case 'profile':
      return { path: 'file/UploadByCustomerID', fields: { FileTypeID } };
  }
}

export interface UploadRequest {
  source: DocumentSource;
  fileTypeId: number;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** Uploads one file; resolves with the document as the lists will show it. */
export async function uploadDocument({
  source,
  fileTypeId,
  file,
  onProgress,
}: UploadRequest): Promise<Document> {
  const { path, fields } = uploadCall(source, fileTypeId);
  return (await upload(path, { fields, file, check: checkUpload, onProgress })).Document;
}

/** trigger(request) uploads one file; it rejects with an ApiError, which also reaches SWR's onError. */
export function useUploadDocument(username: string) {
  return useSWRMutation(['upload', username] as const, (_key, { arg }: { arg: UploadRequest }) =>
    uploadDocument(arg),
  );
}
