import { useTexts } from '@app/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import type { PortionPageProps } from '../../../lib/homework/portion-page-slot';
import type { PageText, SurahEntry } from '../../../lib/quran/page-text';
import { loadPageText, loadSurahs } from '../../../lib/quran/text-chunks';
import { pagesOfRange, rangeOfPage } from '../portion-range';
import { loadQuranFont } from '../quran-font';
import { MushafPage } from './mushaf-page';

type Loaded = { page: number; text: PageText } | { page: number; failed: true };

/** The page's text, loaded when the page is turned to; a failed load may be retried. */
function usePageText(page: number) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadPageText(page).then(
      (text) => current && setLoaded({ page, text }),
      () => current && setLoaded({ page, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);
  return { loaded: loaded?.page === page ? loaded : null, retry: () => setAttempt((n) => n + 1) };
}

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
      {!loaded && (
        <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }} role="status">
          <CircularProgress aria-label={t('mushaf.loading')} />
        </Box>
      )}
      {loaded && 'failed' in loaded && (
        <Alert severity="error" action={<Button onClick={retry}>{t('mushaf.retry')}</Button>}>
          {t('mushaf.loadFailed')}
        </Alert>
      )}
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
