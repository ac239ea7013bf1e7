/**
 * Whether a list's table fits its frame, or the list lays out as cards (issue 18). The table
 * is tried first; it does not fit when it is wider than its frame: its amounts, dates,
 * account numbers and header halves (headerHalves) never wrap, so it cannot shrink below
 * them. Then the cards show until the frame is as wide as the table needed; new rows or
 * columns try the table again. Measured before the browser paints (a layout
 * effect), and again whenever the frame changes size, so the switch follows the room the
 * list has at any window width, font or column count, without a breakpoint per list.
 * Without ResizeObserver (or before layout, width 0) the table stays.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

export type TableLayout = 'table' | 'cards';

/** The width the table needs in this frame, or 0 when it fits. */
function neededWidth(frame: HTMLElement): number {
  const table = frame.querySelector('table');
  return table && table.offsetWidth > frame.clientWidth + 1 ? table.offsetWidth : 0;
}

export function useTableFit(
  rows: unknown,
  columns: unknown,
): {
  frame: RefObject<HTMLDivElement | null>;
  layout: TableLayout;
} {
  const frame = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<TableLayout>('table');
  /** The width the table needed when it last did not fit, and for which rows and columns. */
  const needed = useRef({ width: 0, rows, columns });

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    // New rows or columns may fit where the old ones did not: the table is tried again.
    if (needed.current.rows !== rows || needed.current.columns !== columns)
      needed.current = { width: 0, rows, columns };
    const decide = () => {
      const width = element.clientWidth;
      if (width === 0) return;
      if (layout === 'cards') {
        if (width >= needed.current.width) setLayout('table');
        return;
      }
      const need = neededWidth(element);
      if (need > 0) {
        needed.current = { width: need, rows, columns };
        setLayout('cards');
      }
    };
    decide();
    const observer = new ResizeObserver(decide);
    observer.observe(element);
    return () => observer.disconnect();
  }, [layout, rows, columns]);

  return { frame, layout };
}
