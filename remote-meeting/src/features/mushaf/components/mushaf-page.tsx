import {
  MARK_KINDS,
  type AyahRef,
  type MistakeMark,
  type RecitationTest,
  useTexts,
} from '@app/shared';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type KeyboardEvent } from 'react';
import type { PageText, SurahEntry } from '../../../lib/quran/page-text';
import { ayahEndSign, BASMALA, opensWithBasmala } from '../../../lib/quran/page-signs';
import { marksByWord, wordKey } from '../classroom-reducer';
import { MARK_COLOURS, markLabel } from '../mark-labels';
import { QURAN_FONT } from '../quran-font';
import { isHidden } from '../recitation-test';
import { HiddenWord } from './hidden-word';
import { MarkedWord } from './marked-word';

export interface WordTarget extends AyahRef {
  word: number;
  text: string;
}

interface Props {
  text: PageText;
  surahs: readonly SurahEntry[];
  marks: readonly MistakeMark[];
  highlight: AyahRef | null;
  /** The word the teacher chose to mark, outlined. */
  selected?: WordTarget | null;
  /** The recitation test, when one is on. */
  test?: RecitationTest | null;
  /** The student's screen: the words the test hides are blanks (the teacher sees them dimmed). */
  conceal?: boolean;
  /** The teacher's taps: a word to mark, an ayah to highlight. Absent for the student. */
  onWord?(target: WordTarget): void;
  onAyah?(ref: AyahRef): void;
}

/** The class of a word drawn as text (a student's marked or hidden word has its own look). */
const WORD = 'mushaf-word';

/** Every word's look, by its data attributes: a mark's kind, the teacher's choice, the test. */
const WORD_STYLES: SxProps<Theme> = {
  [`& .${WORD}`]: {
    color: 'inherit',
    textDecorationThickness: '2px',
    textUnderlineOffset: '0.35em',
    borderRadius: 0.5,
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
  },
  // The teacher's words are tap targets of at least 24 px, even a two-letter word.
  [`& .${WORD}[role="button"]`]: {
    cursor: 'pointer',
    display: 'inline-block',
    minWidth: 24,
    textAlign: 'center',
  },
  [`& .${WORD}[data-selected]`]: { outline: 2, outlineColor: 'primary.main' },
  // What the student cannot see, the teacher sees dimmed.
  [`& .${WORD}[data-hidden]`]: { opacity: 0.45 },
  ...Object.fromEntries(
    MARK_KINDS.map((kind) => [
      `& .${WORD}[data-mark-kind="${kind}"]`,
      {
        bgcolor: `${MARK_COLOURS[kind]}22`,
        textDecoration: 'underline',
        textDecorationColor: MARK_COLOURS[kind],
      },
    ]),
  ),
};

const activate = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    action();
  }
};

/**
 * One page of the mushaf, always Arabic and right to left: its ayat word by word, each marked
 * word tinted with its kind's colour and labelled for screen readers, the highlighted ayah
 * shaded, and a heading where a surah opens.
 */
export const MushafPage = memo(function MushafPage({
  text,
  surahs,
  marks,
  highlight,
  selected,
  test = null,
  conceal = false,
  onWord,
  onAyah,
}: Props) {
  const { t } = useTexts('classroom');
  const byWord = marksByWord(marks);
  const separator = t('marks.separator');
  return (
    <Box
      lang="ar"
      dir="rtl"
      data-testid="mushaf-page"
      data-page={text.page}
      sx={{
        fontFamily: QURAN_FONT,
        fontSize: { xs: '1.35rem', md: '1.6rem' },
        lineHeight: 2.3,
        textAlign: 'justify',
        color: 'text.primary',
        ...WORD_STYLES,
      }}
    >
      {text.ayat.map((ayah) => {
        const isHighlighted = highlight?.surah === ayah.surah && highlight.ayah === ayah.ayah;
        // The reference alone: the server refuses a highlight that carries anything else.
        const ref = { surah: ayah.surah, ayah: ayah.ayah };
        const surahName = surahs[ayah.surah - 1]?.ar ?? '';
        return (
          <Box component="span" key={`${ayah.surah}:${ayah.ayah}`}>
            {ayah.ayah === 1 && (
              <Box component="span" sx={{ display: 'block', textAlign: 'center', my: 1 }}>
                <Typography
                  component="h3"
                  sx={{
                    font: 'inherit',
                    fontSize: '1.2em',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    py: 0.5,
                  }}
                >
                  {t('mushaf.surahHeading', { name: surahName, lng: 'ar' })}
                </Typography>
                {opensWithBasmala(ayah.surah) && <span>{BASMALA}</span>}
              </Box>
            )}
            <Box
              component="span"
              data-ayah={`${ayah.surah}:${ayah.ayah}`}
              data-highlighted={isHighlighted || undefined}
              sx={{
                bgcolor: isHighlighted ? 'rgba(46, 125, 50, 0.16)' : undefined,
                borderRadius: 1,
              }}
            >
              {ayah.words.map((word, index) => {
                const onThis = byWord.get(wordKey(ayah.surah, ayah.ayah, index)) ?? [];
                const first = onThis[0];
                const label = onThis.map((mark) => markLabel(mark, t)).join(separator);
                const target = { surah: ayah.surah, ayah: ayah.ayah, word: index, text: word };
                const address = `${ayah.surah}:${ayah.ayah}:${index}`;
                const hidden = isHidden(target, test);
                if (hidden && conceal) {
                  return (
                    <span key={index}>
                      <HiddenWord word={word} address={address} markKind={first?.kind} />{' '}
                    </span>
                  );
                }
                if (!onWord && first) {
                  return (
                    <span key={index}>
                      <MarkedWord word={word} marks={onThis} address={address} />{' '}
                    </span>
                  );
                }
                const isSelected =
                  selected?.surah === ayah.surah &&
                  selected.ayah === ayah.ayah &&
                  selected.word === index;
                // A plain span: the page's one stylesheet (WORD_STYLES) styles it from its data
                // attributes, so a page of some 150 words computes no style of its own per word.
                return (
                  <span key={index}>
                    <span
                      className={WORD}
                      data-word={address}
                      data-mark-kind={first?.kind}
                      data-selected={isSelected || undefined}
                      data-hidden={hidden || undefined}
                      role={onWord ? 'button' : undefined}
                      tabIndex={onWord ? 0 : undefined}
                      aria-label={
                        onWord
                          ? [t('marks.markWord', { word }), label].filter(Boolean).join('. ')
                          : label
                            ? `${word}: ${label}`
                            : undefined
                      }
                      title={label || undefined}
                      onClick={onWord ? () => onWord(target) : undefined}
                      onKeyDown={onWord ? activate(() => onWord(target)) : undefined}
                    >
                      {word}
                    </span>{' '}
                  </span>
                );
              })}
              <Box
                component="span"
                role={onAyah ? 'button' : undefined}
                tabIndex={onAyah ? 0 : undefined}
                aria-label={onAyah ? t('mushaf.highlight', { ayah: ayah.ayah }) : undefined}
                onClick={onAyah ? () => onAyah(ref) : undefined}
                onKeyDown={onAyah ? activate(() => onAyah(ref)) : undefined}
                sx={{
                  color: 'success.main',
                  cursor: onAyah ? 'pointer' : undefined,
                  mx: 0.5,
                  display: 'inline-block',
                  minWidth: 28,
                  textAlign: 'center',
                }}
              >
                {ayahEndSign(ayah.ayah)}
              </Box>{' '}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
});
