import { useTexts } from './use-texts';
import { useMemo } from 'react';
import { formattersFor, type Formatters } from './format';

/** The formatters of the page's language; a new object only when the language changes. */
export function useFormat(): Formatters {
  const { i18n } = useTexts();
  return useMemo(() => formattersFor(i18n.language), [i18n.language]);
}
