/**
 * The uploader's texts that depend on more than a key: a file size in the institution's words,
 * the limits statement, a refusal before sending, and the message of a failed upload (spec 03
 * §8: the server's Message; "Internal Server Error" when it gave none; "The file transfer was
 * unsuccessful, please try again." when no answer came).
 */
import { ApiError } from '../../../api/errors';
import { UploadError } from '../../../api/upload';
import { fileSizeOf, uploadTypesText, type UploadRefusal } from '../../../domain/documents';
import type { Settings } from '../../../engine';

export function sizeText(settings: Settings, bytes: number): string {
  const { amount, unit } = fileSizeOf(bytes);
  return settings.text(`uploads.${unit}`, { amount });
}

export function limitsText(settings: Settings, maxBytes: number): string {
  return settings.text('uploads.limits', { types: uploadTypesText(), size: sizeText(settings, maxBytes) });
}

export function refusalText(settings: Settings, refusal: UploadRefusal, maxBytes: number): string {
  switch (refusal) {
    case 'tooLarge':
      return settings.text('uploads.tooLarge', { size: sizeText(settings, maxBytes) });
    case 'typeNotAccepted':
      return settings.text('uploads.typeNotAccepted', { types: uploadTypesText() });
    case 'empty':
      return settings.text('uploads.empty');
  }
}

export function failureText(settings: Settings, error: unknown): string {
  if (!(error instanceof ApiError)) return settings.text('uploads.transferFailed');
  const { problem } = error;
  if (problem.kind === 'network' || problem.kind === 'cancelled')
    return settings.text('uploads.transferFailed');
  const message =
    (error instanceof UploadError ? error.serverMessage : undefined) ??
    (problem.kind === 'rejected' ? problem.message : undefined);
  return message ?? settings.text('uploads.noMessage');
}
