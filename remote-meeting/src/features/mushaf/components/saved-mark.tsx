import {
  MARK_NOTE_MAX,
  MARK_SUB_RULES,
  type MarkRefinement,
  type MarkSubRule,
  type MistakeMark,
  useTexts,
} from '@app/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { markLabel } from '../mark-labels';

/** How long "Undo" stays after a mark is saved. */
export const UNDO_MS = 6_000;

interface Props {
  mark: MistakeMark;
  busy: boolean;
  onRefine(change: MarkRefinement): void;
  onUndo(): void;
}

/**
 * The mark just saved: "Undo" for a few seconds, and the optional refinements of that same
 * mark (what went wrong, a note). Rendered once per mark (keyed by its id).
 */
export function SavedMark({ mark, busy, onRefine, onUndo }: Props) {
  const { t } = useTexts('classroom');
  const [note, setNote] = useState(mark.note ?? '');
  const [undoable, setUndoable] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setUndoable(false), UNDO_MS);
    return () => clearTimeout(timer);
  }, []);
  const rules: readonly MarkSubRule[] = MARK_SUB_RULES[mark.kind];

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="saved-mark">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography role="status" sx={{ flex: 1 }}>
          {t('marks.saved', { label: markLabel(mark, t) })}
        </Typography>
        {undoable && (
          <Button size="small" disabled={busy} onClick={onUndo}>
            {t('marks.undo')}
          </Button>
        )}
      </Box>
      {rules.length > 0 && (
        <Box
          role="group"
          aria-label={t('marks.subRule')}
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {rules.map((rule) => (
            <Chip
              key={rule}
              label={t(`common:marks.subRules.${rule}`)}
              color={mark.subRule === rule ? 'primary' : 'default'}
              aria-pressed={mark.subRule === rule}
              disabled={busy}
              onClick={() => onRefine({ subRule: mark.subRule === rule ? null : rule })}
            />
          ))}
        </Box>
      )}
      <Box
        component="form"
        sx={{ display: 'flex', gap: 1 }}
        onSubmit={(event) => {
          event.preventDefault();
          onRefine({ note });
        }}
      >
        <TextField
          label={t('marks.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MARK_NOTE_MAX } }}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button type="submit" disabled={busy || note.trim() === (mark.note ?? '')}>
          {t('marks.saveNote')}
        </Button>
      </Box>
    </Box>
  );
}
