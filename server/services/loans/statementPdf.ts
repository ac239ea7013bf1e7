/**
 * A monthly loan statement as a PDF (spec 03 §7 ViewStatement), written by pdf-lib with a
 * standard font (nothing fetched): the institution, the borrower and mailing address, the
 * loan, the period, the opening and closing principal balance and the period's transactions.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import type { MailingAddress } from '../../../src/domain/accounts/address.ts';
import { isoToUsDate } from '../../../src/domain/dates/index.ts';
import type { HistoryEntry } from '../../../src/generated/api-types/loans.ts';
import { historyCells, HISTORY_COLUMNS } from './historyFiles.ts';

export interface StatementDocument {
  institution: string;
  borrower: string;
  address: MailingAddress;
  accountNumber: string;
  description: string;
  /** YYYY-MM-DD. */
  date: string;
  start: string;
  end: string;
  entries: readonly HistoryEntry[];
  created: Date;
}

const PRINTABLE = /[^\x20-\x7E\xA0-\xFF]/g;
const printable = (text: string) => text.replace(PRINTABLE, '?');
const COLUMN_X = [36, 100, 330, 400, 465, 525, 590, 690];
const usDate = (iso: string) => isoToUsDate(iso) ?? iso;
const money = (value: number) => `$${value.toFixed(2)}`;

export async function statementPdf(document: StatementDocument): Promise<Uint8Array> {
  const { entries } = document;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`Loan Statement ${document.accountNumber} ${document.date}`);
  pdf.setProducer('Borrower portal reference server (pdf-lib)');
  pdf.setCreationDate(document.created);
  pdf.setModificationDate(document.created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let page = pdf.addPage([792, 612]);
  let y = 565;
  const text = (value: string, x = 36, size = 10, font: PDFFont = regular) =>
    page.drawText(printable(value), { x, y, size, font, color: ink });
  text(document.institution, 36, 15, bold);
  y -= 22;
  text('Loan Statement', 36, 13, bold);
  y -= 20;
  const { Address1, City, State, ZipCode } = document.address;
  for (const line of [
    document.borrower,
    Address1,
    `${City}, ${State} ${ZipCode}`,
    `Loan: ${document.accountNumber} ${document.description}`,
    `Statement date: ${usDate(document.date)}`,
    `Period: ${usDate(document.start)} to ${usDate(document.end)}`,
  ]) {
    text(line);
    y -= 15;
  }
  const first = entries[0];
  const last = entries[entries.length - 1];
  if (first && last) {
    y -= 6;
    text(`Opening principal balance: ${money(first.RunningPrincipalBalance + first.PrincipalAmount)}`);
    y -= 15;
    text(`Closing principal balance: ${money(last.RunningPrincipalBalance)}`);
    y -= 15;
  }
  y -= 12;
  HISTORY_COLUMNS.forEach((column, index) => text(column, COLUMN_X[index], 9, bold));
  y -= 15;
  for (const entry of entries) {
    if (y < 40) {
      page = pdf.addPage([792, 612]);
      y = 570;
    }
    historyCells(entry).forEach((cell, index) => text(cell.slice(0, 40), COLUMN_X[index], 9));
    y -= 15;
  }
  if (entries.length === 0) text('No transactions in this period.', 36, 9);
  return pdf.save();
}
