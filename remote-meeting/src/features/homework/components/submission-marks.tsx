import { formatDuration, type HomeworkMark, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { MarkDescription } from '../../../lib/marks/mark-description';
import { MarkKindIcon } from '../../../lib/marks/mark-kinds';
import { useWordTexts, wordTextKey } from '../../../lib/quran/use-word-texts';

interface Props {
  marks: readonly HomeworkMark[];
  surahName(surah: number): string;
  /** Plays the recording from a mark's moment; absent when the reader may not hear it. */
  onPlayFrom?(atMs: number): void;
}

/** The words the Sheikh marked, each at its moment in the recording (mm:ss). */
export function SubmissionMarks({ marks, surahName, onPlayFrom }: Props) {
  const { t } = useTexts('homework');
  const words = useWordTexts(marks);
  const heading = t('student.marks', { count: marks.length });
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {heading}
      </Typography>
      <List dense disablePadding aria-label={heading}>
        {marks.map((mark) => {
          const time = formatDuration(mark.atMs);
          return (
            <ListItem
              key={mark.id}
              disableGutters
              data-testid="homework-mark"
              data-mark-kind={mark.kind}
              data-at-ms={mark.atMs}
              sx={{ gap: 1, alignItems: 'center' }}
            >
              {onPlayFrom ? (
                <Button
                  size="small"
                  variant="outlined"
                  sx={{ minHeight: 44, minWidth: 64, fontVariantNumeric: 'tabular-nums' }}
                  aria-label={t('student.playFrom', { time })}
                  onClick={() => onPlayFrom(mark.atMs)}
                >
                  <bdi>{time}</bdi>
                </Button>
              ) : (
                <Box component="bdi" sx={{ minWidth: 64, fontVariantNumeric: 'tabular-nums' }}>
                  {time}
                </Box>
              )}
              <MarkKindIcon kind={mark.kind} size="1rem" />
              <MarkDescription
                mark={mark}
                word={words.get(wordTextKey(mark))}
                ayah={t('student.ayahOf', { surah: surahName(mark.surah), ayah: mark.ayah })}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
