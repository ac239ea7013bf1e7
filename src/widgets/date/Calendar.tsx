/**
 * The calendar dialog of the date widget (WAI-ARIA APG "date picker dialog"): month
 * navigation buttons, a table of days moved through with the arrow, Home/End and
 * PageUp/PageDown keys, Enter or a click to choose, Escape to close; Tab stays inside.
 * Days outside min/max are disabled buttons; days that `isDisabled` refuses (holidays, weekend
 * days a payment may not fall on) stay focusable, so the arrow keys move through them, but are
 * marked aria-disabled and cannot be chosen.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSettings } from '../../engine';
import { ChevronIcon } from '../common/icons';
import { clampDate, isWithin, monthOf, monthWeeks, moveByKey, shiftMonth, type Month } from './calendarMonth';

interface CalendarProps {
  id: string;
  value?: string;
  today: string;
  min?: string;
  max?: string;
  /** Days inside min/max that cannot be chosen. */
  isDisabled?: (iso: string) => boolean;
  onSelect: (iso: string) => void;
  onClose: () => void;
}

function formatter(locale: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
}

const WEEK = [0, 1, 2, 3, 4, 5, 6].map((day) => Date.UTC(2023, 0, 1 + day)); // 2023-01-01 was a Sunday

export function Calendar({ id, value, today, min, max, isDisabled, onSelect, onClose }: CalendarProps) {
  const settings = useSettings();
  const locale = settings.text('app.locale');
  const [focused, setFocused] = useState(() => clampDate(value ?? today, min, max));
  const [month, setMonth] = useState<Month>(() => monthOf(focused));
  const dialog = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const formats = useMemo(
    () => ({
      heading: formatter(locale, { month: 'long', year: 'numeric' }),
      full: formatter(locale, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      short: formatter(locale, { weekday: 'short' }),
      long: formatter(locale, { weekday: 'long' }),
    }),
    [locale],
  );

  useEffect(() => {
    const button = dialog.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`);
    if (
      button &&
      (moved.current ||
        document.activeElement === document.body ||
        !dialog.current?.contains(document.activeElement))
    ) {
      button.focus();
    }
    moved.current = false;
  }, [focused, month]);

  function focusDate(iso: string) {
    const next = clampDate(iso, min, max);
    moved.current = true;
    setFocused(next);
    setMonth(monthOf(next));
  }

  function onDayKey(event: KeyboardEvent<HTMLButtonElement>) {
    const next = moveByKey(focused, event.key);
    if (next) {
      event.preventDefault();
      focusDate(next);
    }
  }

  // Escape closes; Tab and Shift+Tab cycle inside the dialog (it is modal).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    function onKey(event: globalThis.KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'Tab' && element) {
        const items = [
          ...element.querySelectorAll<HTMLElement>('button:not([tabindex="-1"]):not(:disabled)'),
        ];
        const first = items[0];
        const last = items[items.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [onClose]);

  const headingId = `${id}__calendar-heading`;
  const visible = `${month.year}-${String(month.month + 1).padStart(2, '0')}`;
  const focusInMonth = focused.startsWith(visible);

  return (
    <div ref={dialog} className="calendar" role="dialog" aria-modal="true" aria-labelledby={headingId}>
      <div className="calendar__header">
        <button type="button" className="icon-button" onClick={() => setMonth(shiftMonth(month, -1))}>
          <ChevronIcon direction="left" />
          <span className="visually-hidden">{settings.text('widgets.previousMonth')}</span>
        </button>
        <h2 id={headingId} className="calendar__heading" aria-live="polite">
          {formats.heading.format(Date.UTC(month.year, month.month, 1))}
        </h2>
        <button type="button" className="icon-button" onClick={() => setMonth(shiftMonth(month, 1))}>
          <ChevronIcon direction="right" />
          <span className="visually-hidden">{settings.text('widgets.nextMonth')}</span>
        </button>
      </div>
      <table className="calendar__grid" aria-labelledby={headingId}>
        <thead>
          <tr>
            {WEEK.map((day) => (
              <th key={day} scope="col" abbr={formats.long.format(day)}>
                {formats.short.format(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((iso, column) =>
                iso === null ? (
                  <td key={column} />
                ) : (
                  <td key={iso}>
                    <button
                      type="button"
                      data-date={iso}
                      className={`calendar__day${iso === value ? ' calendar__day--selected' : ''}${iso === today ? ' calendar__day--today' : ''}`}
                      tabIndex={iso === focused || (!focusInMonth && iso.endsWith('-01')) ? 0 : -1}
                      disabled={!isWithin(iso, min, max)}
                      aria-disabled={isDisabled?.(iso) ? true : undefined}
                      aria-current={iso === today ? 'date' : undefined}
                      aria-pressed={iso === value}
                      aria-label={formats.full.format(Date.parse(`${iso}T00:00:00Z`))}
                      onClick={() => {
                        if (!isDisabled?.(iso)) onSelect(iso);
                      }}
                      onKeyDown={onDayKey}
                      onFocus={() => setFocused(iso)}
                    >
                      {Number(iso.slice(8))}
                    </button>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="calendar__footer">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {settings.text('widgets.closeCalendar')}
        </button>
      </div>
    </div>
  );
}
