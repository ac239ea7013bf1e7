/**
 * A demo document as a small PDF (db/schema.ts documents.generated_text), written by pdf-lib
 * with a standard font (nothing fetched): the institution, the document's name, when it was
 * uploaded and its lines of text. The uploads of issue 17 keep their own bytes instead.
 */
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { isoToUsDate } from '../../../src/domain/dates/index.ts';

export interface GeneratedDocument {
  institution: string;
  title: string;
  /** ISO 8601 instant. */
  uploaded: string;
  lines: readonly string[];
}

const PRINTABLE = /[^\x20-\x7E\xA0-\xFF]/g;
const printable = (text: string) => text.replace(PRINTABLE, '?');

export async function documentPdf(document: GeneratedDocument): Promise<Uint8Array> {
  const created = new Date(document.uploaded);
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(printable(document.title));
  pdf.setProducer('Borrower portal reference server (pdf-lib)');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.1, 0.12);
  const page = pdf.addPage([612, 792]);
  let y = 740;
  const text = (value: string, size: number, font = regular) => {
    page.drawText(printable(value).slice(0, 95), { x: 54, y, size, font, color: ink });
    y -= size + 8;
  };
  text(document.institution, 15, bold);
  text(document.title, 13, bold);
  text(`Uploaded ${isoToUsDate(document.uploaded.slice(0, 10)) ?? document.uploaded}`, 10);
  y -= 10;
  for (const line of document.lines.slice(0, 40)) text(line, 10);
  return pdf.save();
}
