import { formatDuration, type HomeworkMark, isolate, markLabel, useTexts } from '@app/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MarkKindIcon } from '../../../lib/marks/mark-kinds';
import { useWordTexts, wordTextKey } from '../../../lib/quran/use-word-texts';

interface Props {
  marks: readonly HomeworkMark[];
  busy: boolean;
  /** Plays the recording from a mark's moment. */
  onSeek(atMs: number): void;
  /** Takes a mark back, while the recording waits for review. */
  onRemove(mark: HomeworkMark): void;
}

/**
 * The marks of the recording under review in the order they are heard: the word, its kind, its
 * moment, and a way to take each back.
 */
export function ReviewMarks({ marks, busy, onSeek, onRemove }: Props) {
  const { t } = useTexts('homework');
  const words = useWordTexts(marks);
  if (marks.length === 0) {
    return <Typography color="text.secondary">{t('review.noMarks')}</Typography>;
  }
  return (
    <Box
      component="ul"
      data-testid="review-marks"
      aria-label={t('review.marks')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}
    >
      {marks.map((mark) => {
        const word = words.get(wordTextKey(mark)) ?? `${mark.surah}:${mark.ayah}`;
        const time = formatDuration(mark.atMs);
        return (
          <Box
            component="li"
            key={mark.id}
            data-testid="review-mark"
            data-kind={mark.kind}
            data-at-ms={mark.atMs}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Button
              size="small"
              onClick={() => onSeek(mark.atMs)}
              aria-label={t('review.playFrom', { time })}
              data-testid="review-mark-time"
              sx={{ minWidth: 0, fontVariantNumeric: 'tabular-nums' }}
            >
              <bdi>{time}</bdi>
            </Button>
            <Typography component="span" lang="ar" dir="rtl" sx={{ fontSize: '1.25rem' }}>
              {word}
            </Typography>
            <Typography
              component="span"
              variant="body2"
              sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <MarkKindIcon kind={mark.kind} />
              {markLabel(mark, t)}
            </Typography>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={t('review.removeMark', { word: isolate(word) })}
              onClick={() => onRemove(mark)}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
    </Box>
  );
}
