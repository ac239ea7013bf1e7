/**
 * The loan screen's Account History (spec 03 §2.6, §3, §4, §9): the windows a borrower can
 * pick (30, 60, 90 days, or all days since the account was opened; 30 by default), the
 * table's columns in the spec's order and how each sorts (the first click on a header sorts
 * descending), and the download types of the CSV and PDF files.
 */
import type { ColumnSpec, SortDirection } from './sorting';

/** One transaction of the history answer (spec 03 §3). */
export interface HistoryEntry {
  TransactionDate: string;
  TransactionDescription: string;
  PrincipalAmount: number;
  InterestAmount: number;
  OtherAmount: number;
  TotalPaymentAmount: number;
  RunningPrincipalBalance: number;
  TransactionTime: string;
}

export type HistoryWindow = '30' | '60' | '90' | 'all';

export interface HistoryWindowChoice {
  id: HistoryWindow;
  /** The days of history asked of the server. */
  days: number;
}

export const DEFAULT_HISTORY_WINDOW: HistoryWindow = '30';

/** A first click on a history column sorts it descending (spec 03 §4). */
export const HISTORY_FIRST_SORT: SortDirection = 'descending';

/** The download types of RetrieveDownloadToken (spec 03 §9). */
export const HISTORY_DOWNLOAD_TYPES = { csv: 0, pdf: 1 } as const;
export type HistoryDownload = keyof typeof HISTORY_DOWNLOAD_TYPES;

/** The most days the history call takes (schemas/api/loans.json HistoryDays): 100 years. */
export const MAX_HISTORY_DAYS = 36500;

/** Days since opening as a whole number of days from 1 to the maximum; undefined when not known. */
function daysOpen(daysSinceOpened: unknown): number | undefined {
  if (typeof daysSinceOpened !== 'number' || !Number.isFinite(daysSinceOpened) || daysSinceOpened < 0) {
    return undefined;
  }
  return Math.min(MAX_HISTORY_DAYS, Math.max(1, Math.ceil(daysSinceOpened)));
}

/**
 * The windows offered: 30, 60 and 90 days, and All (the days since the account was
 * opened) when those are known.
 */
export function historyWindows(daysSinceOpened: unknown): HistoryWindowChoice[] {
  const fixed: HistoryWindowChoice[] = [
    { id: '30', days: 30 },
    { id: '60', days: 60 },
    { id: '90', days: 90 },
  ];
  const all = daysOpen(daysSinceOpened);
  return all === undefined ? fixed : [...fixed, { id: 'all', days: all }];
}

/** The days asked for a window; an unknown or unavailable window falls back to 30 days. */
export function historyDays(window: string, daysSinceOpened: unknown): number {
  const choice = historyWindows(daysSinceOpened).find((candidate) => candidate.id === window);
  return choice?.days ?? 30;
}

/**
 * Seconds since midnight of a time of day such as 14:05, 14:05:09 or 2:05 PM (an ISO
 * instant's time part counts too); undefined when it is not one.
 */
export function timeOfDay(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.includes('T') ? value.slice(value.indexOf('T') + 1) : value;
  const match = /^\s*(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*([AaPp][Mm])?\s*$/.exec(text);
  if (!match) return undefined;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3] ?? 0);
  const meridiem = match[4]?.toUpperCase();
  if (minutes > 59 || seconds > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem === 'PM' ? 12 : 0);
  } else if (hours > 23) {
    return undefined;
  }
  return hours * 3600 + minutes * 60 + seconds;
}

export type HistoryColumnId =
  'date' | 'description' | 'principal' | 'interest' | 'other' | 'total' | 'principalBalance' | 'time';

/** The columns in the spec's order (§2.6). */
export const HISTORY_COLUMN_IDS: readonly HistoryColumnId[] = [
  'date',
  'description',
  'principal',
  'interest',
  'other',
  'total',
  'principalBalance',
  'time',
];

export const HISTORY_COLUMNS: Readonly<Record<HistoryColumnId, ColumnSpec<HistoryEntry>>> = {
  date: { id: 'date', kind: 'date', value: (entry) => entry.TransactionDate },
  description: { id: 'description', kind: 'string', value: (entry) => entry.TransactionDescription },
  principal: { id: 'principal', kind: 'number', value: (entry) => entry.PrincipalAmount },
  interest: { id: 'interest', kind: 'number', value: (entry) => entry.InterestAmount },
  other: { id: 'other', kind: 'number', value: (entry) => entry.OtherAmount },
  total: { id: 'total', kind: 'number', value: (entry) => entry.TotalPaymentAmount },
  principalBalance: {
    id: 'principalBalance',
    kind: 'number',
    value: (entry) => entry.RunningPrincipalBalance,
  },
  time: { id: 'time', kind: 'number', value: (entry) => timeOfDay(entry.TransactionTime) },
};

/**
 * The columns shown: those asked for (the definition's list after its hide flags), in the
 * spec's order; all of them when none are asked for.
 */
export function historyColumnsOf(wanted: readonly string[] | undefined): HistoryColumnId[] {
  if (wanted === undefined) return [...HISTORY_COLUMN_IDS];
  return HISTORY_COLUMN_IDS.filter((column) => wanted.includes(column));
}
