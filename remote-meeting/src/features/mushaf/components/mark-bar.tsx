import {
  MARK_KINDS,
  type MarkKind,
  type MarkRefinement,
  type MistakeMark,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keyOfKind } from '../mark-keys';
import { MARK_COLOURS, markLabel } from '../mark-labels';
import { QURAN_FONT } from '../quran-font';
import type { WordTarget } from './mushaf-page';
import { SavedMark } from './saved-mark';

interface Props {
  target: WordTarget;
  /** The marks already on the word. */
  existing: readonly MistakeMark[];
  /** The mark just saved on this word, to refine or undo; null before the kind is tapped. */
  saved: MistakeMark | null;
  error: string | null;
  busy: boolean;
  onKind(kind: MarkKind): void;
  onRefine(mark: MistakeMark, change: MarkRefinement): void;
  onRemove(mark: MistakeMark): void;
  onClose(): void;
}

/**
 * The Sheikh's bar for the tapped word, beside the page rather than over it: one tap on a kind
 * saves the mark (a key per kind too); what went wrong and a note then refine that same mark,
 * and "Undo" takes it back for a few seconds.
 */
export function MarkBar({
  target,
  existing,
  saved,
  error,
  busy,
  onKind,
  onRefine,
  onRemove,
  onClose,
}: Props) {
  const { t } = useTexts('classroom');
  const others = existing.filter((mark) => mark.id !== saved?.id);

  return (
    <Box
      role="region"
      aria-label={t('marks.title')}
      data-testid="mark-bar"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 1,
        display: 'grid',
        gap: 1,
        // On a phone the page keeps half the panel; the rest of the bar scrolls.
        flexShrink: 0,
        maxHeight: '50%',
        overflowY: 'auto',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0 }}>
          <span lang="ar" dir="rtl" style={{ fontFamily: QURAN_FONT, fontSize: 22 }}>
            {target.text}
          </span>{' '}
          ({target.surah}:{target.ayah})
        </Typography>
        <Button size="small" onClick={onClose}>
          {t('marks.done')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {MARK_KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            disabled={busy}
            aria-keyshortcuts={keyOfKind(kind)}
            onClick={() => onKind(kind)}
            sx={{ minHeight: 44, borderColor: MARK_COLOURS[kind], color: MARK_COLOURS[kind] }}
          >
            {t(`common:marks.kinds.${kind}`)}
          </Button>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('marks.keys')}
      </Typography>
      {saved && (
        <SavedMark
          key={saved.id}
          mark={saved}
          busy={busy}
          onRefine={(change) => onRefine(saved, change)}
          onUndo={() => onRemove(saved)}
        />
      )}
      {others.length > 0 && (
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography variant="subtitle2">{t('marks.existing')}</Typography>
          {others.map((mark) => (
            <Box key={mark.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ flex: 1 }}>
                {markLabel(mark, t)}
                {mark.note ? ` · ${mark.note}` : ''}
              </Typography>
              <Button size="small" disabled={busy} onClick={() => onRemove(mark)}>
                {t('marks.remove')}
              </Button>
            </Box>
          ))}
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  );
}
