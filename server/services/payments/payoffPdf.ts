/**
 * The payoff quote breakdown as a PDF (spec 02 §7 DownloadPayoffQuoteBreakdown), written by
 * pdf-lib with a standard font (nothing fetched, nothing embedded): the institution, the
 * borrower and loan, the payoff date, principal, fees, daily interest to that date and the
 * total. Standard fonts encode WinAnsi only, so other characters are shown as '?'.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { isoToUsDate } from '../../../src/domain/dates/index.ts';
import { formatUsd } from '../../../src/domain/payments/money.ts';
import type { PayoffBreakdown } from './payoff.ts';

export interface PayoffDocument {
  institution: string;
  borrower: string;
  loanNumber: string;
  loanDescription: string;
  /** YYYY-MM-DD. */
  today: string;
  breakdown: PayoffBreakdown;
  created: Date;
}

const PRINTABLE = /[^\x20-\x7E\xA0-\xFF]/g;
const printable = (text: string) => text.replace(PRINTABLE, '?');

export async function payoffPdf(document: PayoffDocument): Promise<Uint8Array> {
  const { breakdown } = document;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle('Payoff Quote Breakdown');
  pdf.setProducer('Borrower portal reference server (pdf-lib)');
  pdf.setCreationDate(document.created);
  pdf.setModificationDate(document.created);
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  let y = 730;
  const line = (text: string, { size = 11, font = regular, x = 56 } = {}) => {
    page.drawText(printable(text), { x, y, size, font, color: ink });
  };
  line(document.institution, { size: 16, font: bold });
  y -= 28;
  line('Payoff Quote Breakdown', { size: 14, font: bold });
  y -= 24;
  for (const text of [
    `Borrower: ${document.borrower}`,
    `Loan: ${document.loanNumber} ${document.loanDescription}`,
    `Quoted on: ${isoToUsDate(document.today) ?? document.today}`,
    `Payoff date: ${isoToUsDate(breakdown.date) ?? breakdown.date}`,
  ]) {
    line(text);
    y -= 18;
  }
  y -= 12;
  const rows: [string, number][] = [
    ['Principal balance', breakdown.principalCents],
    ['Fees and charges due', breakdown.feesCents],
    [
      `Interest: ${breakdown.days} days at ${formatUsd(breakdown.dailyInterestCents)} a day`,
      breakdown.interestCents,
    ],
  ];
  for (const [label, cents] of rows) {
    line(label);
    line(formatUsd(cents), { x: 430 });
    y -= 18;
  }
  page.drawLine({ start: { x: 56, y: y + 8 }, end: { x: 556, y: y + 8 }, thickness: 0.5, color: ink });
  y -= 10;
  line('Total payoff amount', { font: bold });
  line(formatUsd(breakdown.totalCents), { x: 430, font: bold });
  y -= 36;
  line('The amount is good through the payoff date. Payments received after this quote change it.', {
    size: 9,
  });
  return pdf.save();
}
