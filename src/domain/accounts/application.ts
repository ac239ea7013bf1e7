/**
 * A loan application (spec 03 §3, "Application") and the columns of the dashboard's
 * applications list (spec 03 §2.2) with how each sorts.
 */
import type { ColumnSpec } from './sorting';

export interface Application {
  ApplicationNumber: string;
  Status: string;
  AmountRequested: number;
  AmountApproved?: number;
  /** An ISO 8601 instant. */
  LastModified: string;
  Office: string;
  FundsExpected?: string | null;
}

export type ApplicationColumnId =
  'status' | 'number' | 'amountRequested' | 'amountApproved' | 'lastModified' | 'office';

export const APPLICATION_COLUMNS: readonly (ColumnSpec<Application> & { id: ApplicationColumnId })[] = [
  { id: 'status', kind: 'string', value: (application) => application.Status },
  { id: 'number', kind: 'string', value: (application) => application.ApplicationNumber },
  { id: 'amountRequested', kind: 'number', value: (application) => application.AmountRequested },
  { id: 'amountApproved', kind: 'number', value: (application) => application.AmountApproved },
  { id: 'lastModified', kind: 'date', value: (application) => application.LastModified },
  { id: 'office', kind: 'string', value: (application) => application.Office },
];

/** The columns asked for (a definition's list, after its hide flags), in the spec's order; all when none are. */
export function applicationColumnsOf(wanted: readonly string[] | undefined): ApplicationColumnId[] {
  const all = APPLICATION_COLUMNS.map((column) => column.id);
  return wanted === undefined ? all : all.filter((column) => wanted.includes(column));
}
