import { useMemo } from 'react';
import { format, formatDistanceToNow } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enUS } from 'date-fns/locale/en-US';
import { useTranslation } from 'react-i18next';

/** The date formats, in English. */
export const DATE_FORMATS = {
  date: 'MMM d, yyyy',
  dateTime: 'MMM dd, yyyy - HH:mm',
  time: 'HH:mm',
} as const;

/** The same in Arabic order: day, month name, year, then the time after an Arabic comma. */
export const ARABIC_DATE_FORMATS = {
  date: 'd MMMM yyyy',
  dateTime: 'd MMMM yyyy، HH:mm',
  time: 'HH:mm',
} as const;

/** Date formatters in the page language, so Arabic shows Arabic month names. */
export interface DateFormat {
  date(iso: string): string;
  dateTime(iso: string): string;
  time(iso: string): string;
  /** "5 minutes ago", in the page language. */
  ago(iso: string): string;
}

export function dateFormatFor(language: string): DateFormat {
  const arabic = language.startsWith('ar');
  const locale = arabic ? ar : enUS;
  const patterns = arabic ? ARABIC_DATE_FORMATS : DATE_FORMATS;
  const as = (pattern: string) => (iso: string) => format(new Date(iso), pattern, { locale });
  return {
    date: as(patterns.date),
    dateTime: as(patterns.dateTime),
    time: as(patterns.time),
    ago: (iso) => formatDistanceToNow(new Date(iso), { addSuffix: true, locale }),
  };
}

/** The formatters of the current language; a new object only when the language changes. */
export function useDateFormat(): DateFormat {
  const { i18n } = useTranslation();
  return useMemo(() => dateFormatFor(i18n.language), [i18n.language]);
}
