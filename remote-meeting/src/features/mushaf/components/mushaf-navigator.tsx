import { useTexts } from '@app/shared/core';
import type { AyahRef } from '@app/shared';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, type FormEvent } from 'react';
import { clampPage, JUZ_COUNT, PAGE_COUNT, pageOfJuz } from '../../../lib/quran/page-layout';
import type { SurahEntry } from '../../../lib/quran/page-text';

interface Props {
  surahs: readonly SurahEntry[];
  page: number;
  juz: number;
  locked: boolean;
  /** Whether this side may turn pages now (not when the teacher locked them). */
  canTurn: boolean;
  isTeacher: boolean;
  onPage(page: number): void;
  onAyah(ref: AyahRef): void;
  onLock(locked: boolean): void;
}

const surahLabel = (entry: SurahEntry) => `${entry.surah}. ${entry.ar} (${entry.en})`;
const JUZ_NUMBERS = Array.from({ length: JUZ_COUNT }, (_, index) => index + 1);

/**
 * Where to go in the mushaf: a page typed (Enter jumps) or turned with the arrows, which follow
 * the mushaf's direction (the next page is to the left); a surah searched by its Arabic or
 * English name and an ayah; or a juz. On a phone the surah, ayah and juz open from a button.
 */
export function MushafNavigator(props: Props) {
  const { surahs, page, juz, locked, canTurn, isTeacher, onPage, onAyah, onLock } = props;
  const { t, i18n } = useTexts('classroom');
  const [surah, setSurah] = useState<SurahEntry | null>(null);
  const [ayah, setAyah] = useState('1');
  const [pageText, setPageText] = useState('');
  const [finding, setFinding] = useState(false);
  const findId = useId();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'));
  const dir = i18n.dir();

  const openAyah = (event: FormEvent) => {
    event.preventDefault();
    if (!surah) return;
    const number = Math.min(surah.ayat, Math.max(1, Number.parseInt(ayah, 10) || 1));
    onAyah({ surah: surah.surah, ayah: number });
  };
  const openPage = (event: FormEvent) => {
    event.preventDefault();
    const number = Number.parseInt(pageText, 10);
    if (!Number.isFinite(number)) return;
    onPage(clampPage(number));
    // The field's placeholder shows the page now open.
    setPageText('');
  };

  const surahForm = (
    <Box
      component="form"
      onSubmit={openAyah}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '1 1 auto', minWidth: 0 }}
    >
      <Autocomplete
        size="small"
        sx={{ flex: '1 1 180px', maxWidth: 260, minWidth: 0 }}
        options={surahs}
        value={surah}
        disabled={!canTurn}
        autoHighlight
        onChange={(_, value) => setSurah(value)}
        getOptionLabel={surahLabel}
        filterOptions={(options, { inputValue }) => {
          const query = inputValue.trim().toLowerCase();
          return options.filter(
            (entry) =>
              !query ||
              String(entry.surah) === query ||
              entry.ar.includes(query) ||
              entry.en.toLowerCase().includes(query) ||
              entry.meaning.toLowerCase().includes(query),
          );
        }}
        noOptionsText={t('mushaf.noSurah')}
        renderInput={(params) => <TextField {...params} label={t('mushaf.surah')} />}
      />
      <TextField
        size="small"
        sx={{ width: 80 }}
        label={t('mushaf.ayah')}
        value={ayah}
        disabled={!canTurn}
        onChange={(event) => setAyah(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: surah?.ayat ?? 286 } }}
        type="number"
      />
      <Button type="submit" variant="contained" size="small" disabled={!canTurn || !surah}>
        {t('mushaf.open')}
      </Button>
      <TextField
        select
        size="small"
        sx={{ width: 90 }}
        label={t('mushaf.juzNumber')}
        value={juz}
        disabled={!canTurn}
        onChange={(event) => onPage(pageOfJuz(Number(event.target.value)))}
      >
        {JUZ_NUMBERS.map((number) => (
          <MenuItem key={number} value={number}>
            {number}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );

  return (
    <Box
      component="nav"
      aria-label={t('mushaf.navigation')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', p: 1 }}
    >
      {/* The page form holds one field and its own submit button, so Enter jumps. */}
      <Box
        component="form"
        // A page past either end opens the nearest page rather than stopping the jump.
        noValidate
        onSubmit={openPage}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
        dir="rtl"
      >
        <IconButton
          aria-label={t('mushaf.previous')}
          disabled={!canTurn || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronRightIcon />
        </IconButton>
        <TextField
          size="small"
          sx={{ width: 84 }}
          label={t('mushaf.pageNumber')}
          value={pageText}
          placeholder={String(page)}
          disabled={!canTurn}
          onChange={(event) => setPageText(event.target.value)}
          slotProps={{
            htmlInput: { inputMode: 'numeric', min: 1, max: PAGE_COUNT, enterKeyHint: 'go' },
          }}
          type="number"
          dir={dir}
        />
        <IconButton type="submit" aria-label={t('mushaf.goToPage')} disabled={!canTurn}>
          <KeyboardReturnIcon sx={{ transform: dir === 'rtl' ? undefined : 'scaleX(-1)' }} />
        </IconButton>
        <IconButton
          aria-label={t('mushaf.next')}
          disabled={!canTurn || page >= PAGE_COUNT}
          onClick={() => onPage(page + 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
      </Box>
      {compact && (
        <IconButton
          aria-label={t('mushaf.findAyah')}
          aria-expanded={finding}
          aria-controls={findId}
          onClick={() => setFinding((value) => !value)}
          color={finding ? 'primary' : 'default'}
        >
          <SearchIcon />
        </IconButton>
      )}
      {isTeacher ? (
        <FormControlLabel
          control={<Switch checked={locked} onChange={(_, checked) => onLock(checked)} />}
          label={t('mushaf.lock')}
          sx={{ marginInlineEnd: 0 }}
        />
      ) : (
        locked && <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t('mushaf.locked')}</Box>
      )}
      {/* On a phone the surah and juz pickers open on demand: the page keeps its height. */}
      {(!compact || finding) && (
        <Box id={findId} sx={{ display: 'flex', flexBasis: '100%', minWidth: 0 }}>
          {surahForm}
        </Box>
      )}
    </Box>
  );
}
