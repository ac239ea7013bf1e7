/**
 * A signed ACH draft agreement as a PDF (the Documents page opens it in a new window): the
 * agreement's own wording (draftTerms.ts), the terms the borrower agreed to, and when the
 * recurring payment it authorised was submitted. pdf-lib with a standard font, nothing fetched.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { isoToUsDate, localDateOf } from '../../../src/domain/dates/index.ts';
import { agreementWording, type DraftTerms } from './draftTerms.ts';

const PRINTABLE = /[^\x20-\x7E\xA0-\xFF]/g;
const printable = (text: string) => text.replace(PRINTABLE, '?');

/** Lines of at most `width` characters, broken at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export async function signedAgreementPdf(
  terms: DraftTerms,
  signedAt: string,
  institution: string,
): Promise<Uint8Array> {
  const wording = agreementWording(terms, institution);
  const signed = new Date(signedAt);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(wording.title);
  pdf.setProducer('Borrower portal reference server (pdf-lib)');
  pdf.setCreationDate(signed);
  pdf.setModificationDate(signed);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (value: string, size: number, font = regular, x = 54) => {
    page.drawText(printable(value).slice(0, 100), { x, y, size, font, color: ink });
    y -= size + 6;
  };
  text(institution, 15, bold);
  text(wording.title, 13, bold);
  y -= 6;
  for (const line of wrap(wording.authorisation, 95)) text(line, 10);
  y -= 8;
  const rows: [string, string][] = [
    ...wording.rows,
    ['Signed', isoToUsDate(localDateOf(signed) ?? signedAt.slice(0, 10)) ?? signedAt],
  ];
  for (const [name, value] of rows) {
    page.drawText(printable(name), { x: 54, y, size: 10, font: bold, color: ink });
    text(value, 10, regular, 200);
  }
  y -= 8;
  for (const line of wrap(wording.cancellation, 95)) text(line, 10);
  return pdf.save();
}
