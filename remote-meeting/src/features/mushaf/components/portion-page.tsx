import { useTexts } from '@app/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { PortionPageProps } from '../../../lib/homework/portion-page-slot';
import type { SurahEntry } from '../../../lib/quran/page-text';
import { loadSurahs } from '../../../lib/quran/text-chunks';
import { pagesOfRange, rangeOfPage } from '../portion-range';
import { loadQuranFont } from '../quran-font';
import { usePageText } from '../use-page-text';
import { MushafPage } from './mushaf-page';
import { PageLoadState } from './page-load-state';

/**
 * A portion's ayat on their mushaf page, read-only: the pages it spans turn with arrows that
 * follow the mushaf's direction, the given marks tint their words, and each word of the portion
 * may be tapped (a review marks a recording this way).
 */
export function PortionPage({ range, marks, selected = null, onWord }: PortionPageProps) {
  const { t } = useTexts('classroom');
  const pages = useMemo(() => pagesOfRange(range), [range]);
  const [page, setPage] = useState(pages.first);
  const [surahs, setSurahs] = useState<SurahEntry[]>([]);
  const { loaded, retry } = usePageText(page);
  const text = useMemo(
    () => (loaded && 'text' in loaded ? rangeOfPage(loaded.text, range) : null),
    [loaded, range],
  );

  useEffect(() => {
    // Here, not when the module loads: the record page holds this component before it shows it.
    loadQuranFont();
    let current = true;
    void loadSurahs().then((list) => current && setSurahs(list));
    return () => {
      current = false;
    };
  }, []);

  return (
    <Box data-testid="portion-page" data-page={page} sx={{ display: 'grid', gap: 1 }}>
      {pages.last > pages.first && (
        // The mushaf's direction: the next page is to the left.
        <Box dir="rtl" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <IconButton
            aria-label={t('mushaf.previous')}
            disabled={page <= pages.first}
            onClick={() => setPage((shown) => shown - 1)}
          >
            <ChevronRightIcon />
          </IconButton>
          <Typography component="span" sx={{ fontSize: 14 }}>
            {t('mushaf.page', { page })}
          </Typography>
          <IconButton
            aria-label={t('mushaf.next')}
            disabled={page >= pages.last}
            onClick={() => setPage((shown) => shown + 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
        </Box>
      )}
      <PageLoadState loaded={loaded} onRetry={retry} padding={2} />
      {text && (
        <MushafPage
          text={text}
          surahs={surahs}
          marks={marks}
          highlight={null}
          selected={selected}
          onWord={onWord}
        />
      )}
    </Box>
  );
}
