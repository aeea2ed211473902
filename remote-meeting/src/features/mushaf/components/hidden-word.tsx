import type { MarkKind } from '@app/shared';
import Box from '@mui/material/Box';
import { MARK_COLOURS } from '../mark-labels';

interface Props {
  word: string;
  /** "surah:ayah:word", as every word of the page carries it. */
  address: string;
  /** The kind of a mark the teacher put on it: shown as its colour, the word still hidden. */
  markKind?: MarkKind;
}

/**
 * A word the recitation test hides from the student: it keeps its width, so the lines keep
 * their shape, but neither eye nor screen reader nor a text selection can read it.
 */
export function HiddenWord({ word, address, markKind }: Props) {
  return (
    <Box
      component="span"
      data-word={address}
      data-hidden
      data-mark-kind={markKind}
      aria-hidden
      sx={{
        color: 'transparent',
        userSelect: 'none',
        borderBottom: 2,
        borderBottomStyle: 'dotted',
        borderColor: markKind ? MARK_COLOURS[markKind] : 'text.disabled',
        bgcolor: markKind ? `${MARK_COLOURS[markKind]}22` : undefined,
        borderRadius: 0.5,
      }}
    >
      {word}
    </Box>
  );
}
