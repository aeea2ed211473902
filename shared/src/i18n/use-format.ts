import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formattersFor, type Formatters } from './format';

/** The formatters of the page's language; a new object only when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
