/**
 * How much may be uploaded to one place (an account, an application, or the profile) and how
 * often (issue 32: a probe stored 44 files of up to 10 MB on one loan in seconds). Institution
 * options set the figures (UploadMaxFilesPerAccount, UploadMaxBytesPerAccount, UploadsPerHour);
 * the server counts what is stored and refuses the upload that would go over.
 */

export interface UploadQuota {
  /** Uploaded files one place may hold. */
  maxFiles: number;
  /** Bytes of uploaded files one place may hold together. */
  maxBytes: number;
}

/** What a place holds already: its uploaded files (documents the institution made do not count). */
export interface StoredUploads {
  files: number;
  bytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { maxFiles: 50, maxBytes: 100 * 1024 * 1024 };

/** Uploads one user may attempt in an hour, refused or not, when the institution sets no figure. */
export const DEFAULT_UPLOADS_PER_HOUR = 20;

export type QuotaRefusal = 'placeFull' | 'placeSpaceFull';

/** Why a file of `bytes` may not join what the place holds, or undefined when it may. */
export function quotaRefusal(
  stored: StoredUploads,
  bytes: number,
  quota: UploadQuota,
): QuotaRefusal | undefined {
  if (stored.files + 1 > quota.maxFiles) return 'placeFull';
  if (stored.bytes + bytes > quota.maxBytes) return 'placeSpaceFull';
  return undefined;
}
