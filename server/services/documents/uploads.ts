/**
 * An upload (spec 03 §2.8, §5 Uploads, §7): the bytes received are checked by the portal's own
 * rules (src/domain/documents: the size limit, the accepted types), the type taken from the
 * content itself (the file-type package reads the bytes, not the name), the name cleaned, the
 * file written durably under an id of the server's own (fileStore.ts), then recorded among the
 * customer's documents of the account, application or profile it was uploaded to. A refusal
 * answers with the institution's wording (settings uploads.*) as its Message, which the portal shows.
 */
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  contentRefusal,
  DEFAULT_UPLOAD_MAX_BYTES,
  DEFAULT_UPLOAD_QUOTA,
  DEFAULT_UPLOADS_PER_HOUR,
  displayNameOf,
  fileSizeOf,
  quotaRefusal,
  uploadTypeByMime,
  uploadTypesText,
  type StoredUploads,
  type UploadQuota,
  type UploadRefusal,
} from '../../../src/domain/documents/index.ts';
import type { Document } from '../../../src/generated/api-types/documents.ts';
import type { Institution } from '../../config/institution.ts';
import { fileTypeOf } from '../../config/fileTypes.ts';
import type { Deps } from '../../http/env.ts';
import { forbidden, HttpError, tooManyRequests } from '../../http/errors.ts';
import { institutionText } from '../payments/rules.ts';
import { takeOrRefuse } from '../windowLimits.ts';
import { fileServicesOn } from './documents.ts';

/** Where an upload goes: the customer's documents of one account, one application, or neither (the profile). */
export interface UploadTarget {
  customerId: number;
  userId: number;
  accountId: number | null;
  applicationId: number | null;
  /** The caller's address, for the security event of a flood. */
  ip: string;
}

/** The institution's size limit (option UploadMaxBytes). */
export function uploadMaxBytes(institution: Pick<Institution, 'option'>): number {
  const value = institution.option('UploadMaxBytes');
  return typeof value === 'number' && value > 0 ? value : DEFAULT_UPLOAD_MAX_BYTES;
}

const positiveOption = (institution: Pick<Institution, 'option'>, name: string, fallback: number) => {
  const value = institution.option(name);
  return typeof value === 'number' && value > 0 ? value : fallback;
};

/** What one place may hold (options UploadMaxFilesPerAccount, UploadMaxBytesPerAccount). */
export function uploadQuota(institution: Pick<Institution, 'option'>): UploadQuota {
  return {
    maxFiles: positiveOption(institution, 'UploadMaxFilesPerAccount', DEFAULT_UPLOAD_QUOTA.maxFiles),
    maxBytes: positiveOption(institution, 'UploadMaxBytesPerAccount', DEFAULT_UPLOAD_QUOTA.maxBytes),
  };
}

/** A size in the institution's words (uploads.bytes, uploads.kilobytes, uploads.megabytes). */
export function sizeText(institution: Institution, bytes: number): string {
  const { amount, unit } = fileSizeOf(bytes);
  return institutionText(institution, `uploads.${unit}`, { amount });
}

/** The Message of a size refusal: the limit in the institution's words. */
export function tooLargeMessage(institution: Institution): string {
  return institutionText(institution, 'uploads.tooLarge', {
    size: sizeText(institution, uploadMaxBytes(institution)),
  });
}

function refused(institution: Institution, refusal: UploadRefusal): HttpError {
  switch (refusal) {
    case 'tooLarge':
      return new HttpError(413, 'PayloadTooLarge', tooLargeMessage(institution));
    case 'empty':
      return new HttpError(400, 'EmptyFile', institutionText(institution, 'uploads.empty'));
    case 'typeNotAccepted':
      return new HttpError(
        400,
        'FileTypeNotAccepted',
        institutionText(institution, 'uploads.typeNotAccepted', { types: uploadTypesText() }),
      );
  }
}

/** Counts the user's upload, or refuses it (429) past UploadsPerHour, recording the first refusal. */
function takeUpload(deps: Deps, target: UploadTarget) {
  const perHour = positiveOption(deps.institution, 'UploadsPerHour', DEFAULT_UPLOADS_PER_HOUR);
  const actor = { userId: target.userId, holder: `user:${target.userId}`, ip: target.ip };
  takeOrRefuse(
    deps,
    'upload',
    actor,
    { perUser: perHour, perHolder: perHour, windowMinutes: 60 },
    {
      event: {
        kind: 'uploadLimit',
        detail: `More than ${perHour} uploads within an hour: further uploads are refused for now.`,
      },
      error: (retryAfter) =>
        tooManyRequests(
          institutionText(deps.institution, 'uploads.tooMany', {
            minutes: String(Math.ceil(retryAfter / 60)),
          }),
          retryAfter,
          'TooManyUploads',
        ),
    },
  );
}

/** The uploaded files the place holds now. */
function storedUploads({ db }: Deps, target: UploadTarget): StoredUploads {
  return db.get<StoredUploads>(
    `SELECT COUNT(*) AS files, COALESCE(SUM(byte_size), 0) AS bytes FROM documents
      WHERE customer_id = :customerId AND uploaded_by IS NOT NULL
        AND account_id IS :accountId AND application_id IS :applicationId`,
    { customerId: target.customerId, accountId: target.accountId, applicationId: target.applicationId },
  )!;
}

/** Refuses (403 UploadQuotaReached) a file of `bytes` the place has no room for. */
function checkQuota(deps: Deps, target: UploadTarget, bytes: number) {
  const quota = uploadQuota(deps.institution);
  const refusal = quotaRefusal(storedUploads(deps, target), bytes, quota);
  if (refusal === 'placeFull')
    throw forbidden(
      'UploadQuotaReached',
      institutionText(deps.institution, 'uploads.placeFull', { count: String(quota.maxFiles) }),
    );
  if (refusal === 'placeSpaceFull')
    throw forbidden(
      'UploadQuotaReached',
      institutionText(deps.institution, 'uploads.placeSpaceFull', {
        size: sizeText(deps.institution, quota.maxBytes),
      }),
    );
}

/** A FileId of the server's own: the stored file's name too, so nothing the user sent names a path. */
function newFileId(): string {
  return `upload-${randomBytes(16).toString('hex')}`;
}

/**
 * Checks, stores and records one uploaded file; answers the document as the lists will show it.
 * The file is on disk before the row is written, and removed again if the row cannot be.
 */
export async function storeUpload(
  deps: Deps,
  target: UploadTarget,
  fileTypeId: string,
  file: File,
): Promise<Document> {
  const { db, clock, institution, files } = deps;
  if (!fileServicesOn(deps)) throw forbidden('FileServicesOff', 'File services are not offered.');
  const fileType = fileTypeOf(fileTypeId);
  if (!fileType)
    throw new HttpError(400, 'UnknownFileType', institutionText(institution, 'uploads.unknownFileType'));
  if (file.size > uploadMaxBytes(institution)) throw refused(institution, 'tooLarge');
  takeUpload(deps, target);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const refusal = contentRefusal(bytes.length, detected?.mime, uploadMaxBytes(institution));
  if (refusal) throw refused(institution, refusal);
  const type = uploadTypeByMime(detected?.mime)!;
  // Said before the file is written; checked again with the row, which concurrent uploads race for.
  checkQuota(deps, target, bytes.length);

  const fileId = newFileId();
  const document: Document = {
    FileId: fileId,
    DisplayName: (displayNameOf(file.name) || fileType.Description).slice(0, 200),
    DisplayFormat: type.format,
    ImageUrl: '',
    DateUploaded: clock.now().toISOString(),
  };
  await files.write(fileId, bytes);
  try {
    db.transaction(() => {
      checkQuota(deps, target, bytes.length);
      db.run(
        `INSERT INTO documents (file_id, customer_id, account_id, application_id, display_name, display_format,
         content_type, date_uploaded, uploaded_by, file_type_id, byte_size, generated_text)
       VALUES (:fileId, :customerId, :accountId, :applicationId, :name, :format, :mime, :uploaded, :userId,
         :fileTypeId, :size, NULL)`,
        {
          fileId,
          customerId: target.customerId,
          accountId: target.accountId,
          applicationId: target.applicationId,
          name: document.DisplayName,
          format: type.format,
          mime: type.mime,
          uploaded: document.DateUploaded,
          userId: target.userId,
          fileTypeId: fileType.ID,
          size: bytes.length,
        },
      );
    });
  } catch (error) {
    await files.remove(fileId);
    throw error;
  }
  return document;
}

/** A profile upload's rule (spec 03 §2.8, §6): profile documents are a personal user's (company number 0). */
export function checkPersonal(deps: Deps, customerId: number) {
  const row = deps.db.get<{ company_number: number }>(
    'SELECT company_number FROM customers WHERE id = :customerId',
    { customerId },
  );
  if (row?.company_number !== 0)
    throw forbidden('NotPersonalUser', institutionText(deps.institution, 'uploads.notPersonal'));
}
