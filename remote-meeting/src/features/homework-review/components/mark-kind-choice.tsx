import { formatDuration, isolate, MARK_KINDS, type MarkKind, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MARK_COLOURS, MarkKindIcon } from '../../../lib/marks/mark-kinds';
import type { PortionWord } from '../../../lib/homework/portion-page-slot';

interface Props {
  word: PortionWord;
  /** The moment in the recording the word was tapped at. */
  atMs: number;
  busy: boolean;
  onKind(kind: MarkKind): void;
  onCancel(): void;
}

/**
 * The second tap of a mark: the word tapped and its moment, and a button per kind (the lesson's
 * kinds, in their colours and icons), each of which saves the mark at once.
 */
export function MarkKindChoice({ word, atMs, busy, onKind, onCancel }: Props) {
  const { t } = useTexts('homework');
  const title = t('review.markAt', { word: isolate(word.text), time: formatDuration(atMs) });
  return (
    <Box
      role="group"
      aria-label={title}
      data-testid="mark-kind-choice"
      sx={{ display: 'grid', gap: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography variant="body2">{title}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {MARK_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            disabled={busy}
            startIcon={<MarkKindIcon kind={kind} />}
            onClick={() => onKind(kind)}
            data-testid={`mark-kind-${kind}`}
            sx={{ minHeight: 44, borderColor: MARK_COLOURS[kind], color: MARK_COLOURS[kind] }}
          >
            {t(`common:marks.kinds.${kind}`)}
          </Button>
        ))}
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('review.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
