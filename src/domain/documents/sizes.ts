/**
 * File sizes as people read them (the upload queue, the limits text): binary units, as file
 * managers show them. The unit's words are settings (uploads.bytes, uploads.kilobytes,
 * uploads.megabytes, each with {amount}); this decides the amount and which unit.
 */

const KB = 1024;
const MB = 1024 * KB;

export type SizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

export interface FileSize {
  amount: string;
  unit: SizeUnit;
}

/** 512 → 512 bytes, 2048 → 2 kilobytes, 1572864 → 1.5 megabytes, 10485760 → 10 megabytes. */
export function fileSizeOf(bytes: number): FileSize {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  if (size < KB) return { amount: String(Math.round(size)), unit: 'bytes' };
  if (size < MB) return { amount: String(Math.max(1, Math.round(size / KB))), unit: 'kilobytes' };
  const megabytes = Math.round((size / MB) * 10) / 10;
  return {
    amount: Number.isInteger(megabytes) ? megabytes.toFixed(0) : megabytes.toFixed(1),
    unit: 'megabytes',
  };
}

/** The share of a transfer done, 0 to 100 (0 while the total is unknown). */
export function percentDone(loaded: number, total: number): number {
  if (!(total > 0) || !(loaded > 0)) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
