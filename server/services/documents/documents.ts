/**
 * A customer's documents (spec 03 §2.8, §3 Document; db/schema.ts documents): the lists of
 * one account, one application or the profile (documents of neither), newest first, in the
 * shape of schemas/api/documents.json, and one document looked up for its owner only. Who
 * may see a list is the caller's: the routes resolve the account or application among the
 * caller's own first (403 otherwise).
 */
import type { Document } from '../../../src/generated/api-types/documents.ts';
import type { Database } from '../../db/database.ts';
import { forbidden } from '../../http/errors.ts';
import type { Deps } from '../../http/env.ts';

export interface DocumentRow {
  id: number;
  file_id: string;
  customer_id: number;
  account_id: number | null;
  application_id: number | null;
  display_name: string;
  display_format: string;
  content_type: string;
  date_uploaded: string;
  /** The user who uploaded it; null for a demo document. */
  uploaded_by: number | null;
  file_type_id: number | null;
  byte_size: number | null;
  generated_text: string | null;
}

/** Whether the institution offers file services (option FileServices, off by default). */
export function fileServicesOn({ institution }: Pick<Deps, 'institution'>): boolean {
  return institution.option('FileServices') === true;
}

function toDocument(row: DocumentRow): Document {
  return {
    FileId: row.file_id,
    DisplayName: row.display_name,
    DisplayFormat: row.display_format,
    ImageUrl: '',
    DateUploaded: row.date_uploaded,
  };
}

const LIST_COLUMNS = 'SELECT * FROM documents WHERE customer_id = :customerId';
const NEWEST_FIRST = 'ORDER BY date_uploaded DESC, id DESC';

export function accountDocuments(db: Database, customerId: number, accountId: number): Document[] {
  return db
    .all<DocumentRow>(`${LIST_COLUMNS} AND account_id = :accountId ${NEWEST_FIRST}`, {
      customerId,
      accountId,
    })
    .map(toDocument);
}

export function applicationDocuments(db: Database, customerId: number, applicationId: number): Document[] {
  return db
    .all<DocumentRow>(`${LIST_COLUMNS} AND application_id = :applicationId ${NEWEST_FIRST}`, {
      customerId,
      applicationId,
    })
    .map(toDocument);
}

/** The profile's documents: the customer's of no account and no application. */
export function customerDocuments(db: Database, customerId: number): Document[] {
  return db
    .all<DocumentRow>(`${LIST_COLUMNS} AND account_id IS NULL AND application_id IS NULL ${NEWEST_FIRST}`, {
      customerId,
    })
    .map(toDocument);
}

/** The id of the customer's application of this number (another's or an unknown one: 403, as GET /api/Application). */
export function ownApplicationId(db: Database, customerId: number, number: string): number {
  const row = db.get<{ id: number }>(
    'SELECT id FROM applications WHERE customer_id = :customerId AND application_number = :number',
    { customerId, number },
  );
  if (!row) throw forbidden('NotYourApplication', 'No application of yours has this number.');
  return row.id;
}

/** The customer's document of this FileId, or undefined (another customer's is the same as none). */
export function ownDocument(db: Database, customerId: number, fileId: string): DocumentRow | undefined {
  return db.get<DocumentRow>(
    'SELECT * FROM documents WHERE customer_id = :customerId AND file_id = :fileId',
    {
      customerId,
      fileId,
    },
  );
}
