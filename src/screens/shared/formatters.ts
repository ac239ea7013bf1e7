/** Money, rates and dates formatted for the lists of the signed-in screens, with the institution's locale. */
import { useMemo } from 'react';
import { useSettings } from '../../engine';
import { formatDate, formatDateTime, formatMoney, formatRate } from '../../domain/accounts';
import { formatUsd } from '../../domain/payments';

export interface Formatters {
  money: (value: unknown) => string;
  rate: (value: unknown) => string;
  date: (value: unknown) => string;
  dateTime: (value: unknown) => string;
  /** Integer cents as dollars. */
  usd: (cents: number) => string;
}

/** The domain's formatting with the institution's locale (app.locale). */
export function useFormatters(): Formatters {
  const locale = useSettings().text('app.locale');
  return useMemo(
    () => ({
      money: (value) => formatMoney(value, locale),
      rate: (value) => formatRate(value, locale),
      date: (value) => formatDate(value, locale),
      dateTime: (value) => formatDateTime(value, locale),
      usd: (cents) => formatUsd(cents, locale),
    }),
    [locale],
  );
}
