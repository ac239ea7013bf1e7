/**
 * The date a frequency choice pays on and its refusal (spec 02 §4 "Frequency step", §5): the
 * typed one-time date or recurring first date checked by src/domain/payments/dates.ts, the due
 * date less the chosen days for DaysBeforeDue, the due date itself for OnDueDate. Pure.
 */
import { addDays, usToIsoDate } from '../../../domain/dates';
import {
  daysBeforeDueDate,
  oneTimeDateError,
  recurringFirstDateError,
  type DateMessage,
  type Frequency,
  type OneTimeDateRules,
  type RecurringDateRules,
} from '../../../domain/payments';
import { PICKS_FIRST_DATE } from './selection';

export interface DateChoiceInput {
  frequency: Frequency;
  /** The one-time date and the recurring first date as typed (MM/DD/YYYY). */
  oneTimeText: string;
  recurringText: string;
  /** The chosen days before due, or undefined. */
  numDays: number | undefined;
  dueDate: string | undefined;
  oneTime: OneTimeDateRules;
  recurring: RecurringDateRules;
}

/** The date paid on (YYYY-MM-DD, '' when refused) and the refusal as a settings key. */
export interface DateChoice {
  date: string;
  numDays: number;
  error?: DateMessage | { key: 'paymentFrequency.daysBeforeDueRequired' };
}

/** A typed date: the ISO date, or the required / invalid refusal. */
function typedDate(text: string): string | DateMessage {
  if (text.trim() === '') return { key: 'paymentDates.required' };
  return usToIsoDate(text.trim()) ?? { key: 'paymentDates.invalid' };
}

function checked(text: string, check: (iso: string) => DateMessage | undefined): DateChoice {
  const iso = typedDate(text);
  if (typeof iso !== 'string') return { date: '', numDays: 0, error: iso };
  const error = check(iso);
  return error ? { date: '', numDays: 0, error } : { date: iso, numDays: 0 };
}

export function dateChoiceOf(input: DateChoiceInput): DateChoice {
  const { frequency, dueDate } = input;
  if (frequency === 'OneTime')
    return checked(input.oneTimeText, (iso) => oneTimeDateError(iso, input.oneTime));
  if (PICKS_FIRST_DATE.has(frequency)) {
    return checked(input.recurringText, (iso) => recurringFirstDateError(iso, input.recurring, frequency));
  }
  const numDays = frequency === 'OnDueDate' ? 0 : input.numDays;
  if (numDays === undefined)
    return { date: '', numDays: 0, error: { key: 'paymentFrequency.daysBeforeDueRequired' } };
  const date = dueDate === undefined ? undefined : daysBeforeDueDate(dueDate, numDays);
  return date === undefined
    ? { date: '', numDays, error: { key: 'paymentDates.invalid' } }
    : { date, numDays };
}

/** The calendar bounds of a one-time date: today to today + the days in the period. */
export function oneTimeBounds(rules: OneTimeDateRules): { min: string; max?: string } {
  return { min: rules.today, max: addDays(rules.today, Math.max(0, Math.floor(rules.daysInPeriod))) };
}
