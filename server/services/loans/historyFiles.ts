/**
 * The account history as files (spec 03 §2.6, §7 DownloadAccountHistory): CSV (download
 * type 0) and PDF (1, written by pdf-lib with a standard font, nothing fetched) with the
 * same rows as the AccountHistory answer for the window: the table's columns, dates
 * MM/dd/yyyy, amounts with 2 decimals.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { isoToUsDate } from '../../../src/domain/dates/index.ts';
import type { HistoryEntry } from '../../../src/generated/api-types/loans.ts';

export const HISTORY_COLUMNS = [
  'Date',
  'Description',
  'Principal',
  'Interest',
  'Other',
  'Total',
  'Principal Balance',
  'Time',
] as const;

/** A row's cells as both files show them. */
export function historyCells(entry: HistoryEntry): string[] {
  const amount = (value: number) => value.toFixed(2);
  return [
    isoToUsDate(entry.TransactionDate) ?? entry.TransactionDate,
    entry.TransactionDescription,
    amount(entry.PrincipalAmount),
    amount(entry.InterestAmount),
    amount(entry.OtherAmount),
    amount(entry.TotalPaymentAmount),
    amount(entry.RunningPrincipalBalance),
    entry.TransactionTime,
  ];
}

/** A CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is neutralised. */
function csvField(text: string): string {
  const safe = /^[=+@]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text)) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function historyCsv(entries: readonly HistoryEntry[]): string {
  const lines = [HISTORY_COLUMNS, ...entries.map(historyCells)].map((cells) => cells.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface HistoryDocument {
  institution: string;
  accountNumber: string;
  description: string;
  days: number;
  created: Date;
}

const PRINTABLE = /[^\x20-\x7E\xA0-\xFF]/g;
const printable = (text: string) => text.replace(PRINTABLE, '?');
/** Left edges of the columns on a landscape letter page. */
const COLUMN_X = [36, 100, 330, 400, 465, 525, 590, 690];
const ROW_HEIGHT = 15;

export async function historyPdf(
  document: HistoryDocument,
  entries: readonly HistoryEntry[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Account History ${document.accountNumber}`);
  pdf.setProducer('Borrower portal reference server (pdf-lib)');
  pdf.setCreationDate(document.created);
  pdf.setModificationDate(document.created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let page: PDFPage = pdf.addPage([792, 612]);
  let y = 560;
  const text = (value: string, x: number, size = 9, font: PDFFont = regular) =>
    page.drawText(printable(value), { x, y, size, font, color: ink });
  const header = () => {
    HISTORY_COLUMNS.forEach((column, index) => text(column, COLUMN_X[index]!, 9, bold));
    y -= ROW_HEIGHT;
  };
  text(document.institution, 36, 14, bold);
  y -= 22;
  text(`Account History: ${document.accountNumber} ${document.description}`, 36, 11, bold);
  y -= 16;
  text(`Last ${document.days} days, ${entries.length} transactions`, 36, 9);
  y -= 22;
  header();
  for (const entry of entries) {
    if (y < 40) {
      page = pdf.addPage([792, 612]);
      y = 570;
      header();
    }
    historyCells(entry).forEach((cell, index) => text(cell.slice(0, 40), COLUMN_X[index]!));
    y -= ROW_HEIGHT;
  }
  if (entries.length === 0) text('No account history found.', 36);
  return pdf.save();
}
