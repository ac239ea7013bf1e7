/**
 * Which columns of a list have something to show (issue 18): a column whose every cell is
 * blank says nothing but takes room, so the lists leave it out unless the institution keeps
 * it (tables.showEmptyColumns). Judged on the rows shown, as shown (the caller's text of a
 * cell), so a comment blanked for its nox$ hold code counts as empty. A list without rows
 * keeps all its columns: there is nothing to judge, and its table is not shown anyway.
 */

/** True when the text shows nothing (empty or only spaces). */
export function isBlankCell(text: string | null | undefined): boolean {
  return (text ?? '').trim() === '';
}

/**
 * The columns, in their order, that at least one row fills; all of them when `keepEmpty`
 * or when there are no rows.
 */
export function columnsWithContent<Column, Row>(
  columns: readonly Column[],
  rows: readonly Row[],
  textOf: (column: Column, row: Row) => string | null | undefined,
  keepEmpty = false,
): Column[] {
  if (keepEmpty || rows.length === 0) return [...columns];
  return columns.filter((column) => rows.some((row) => !isBlankCell(textOf(column, row))));
}
