import { useTexts } from '@app/shared/core';
import { markLabel, type MistakeMark } from '@app/shared';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { MARK_COLOURS, MarkKindIcon } from '../../../lib/marks/mark-kinds';

interface Props {
  /** The word as the page shows it. */
  word: string;
  /** Its marks, at least one; the first one's kind colours the word. */
  marks: readonly MistakeMark[];
  /** "surah:ayah:word", the page's address of the word. */
  address: string;
}

/**
 * A marked word as the student sees it: tinted and underlined in its kind's colour with the
 * kind's icon beside it, named for screen readers, and a button that shows each mark's kind,
 * rule and the Sheikh's note.
 */
export function MarkedWord({ word, marks, address }: Props) {
  const { t } = useTexts('classroom');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const detailsId = useId();
  const first = marks[0]!;
  const colour = MARK_COLOURS[first.kind];
  const label = marks.map((mark) => markLabel(mark, t)).join(t('marks.separator'));
  return (
    <>
      <Box
        component="button"
        type="button"
        data-word={address}
        data-mark-kind={first.kind}
        aria-label={`${word}: ${label}`}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? detailsId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          font: 'inherit',
          lineHeight: 'inherit',
          color: 'inherit',
          border: 0,
          p: 0,
          paddingInline: '0.1em',
          cursor: 'pointer',
          bgcolor: `${colour}38`,
          borderRadius: 0.5,
          textDecoration: 'underline',
          textDecorationColor: colour,
          textDecorationThickness: '3px',
          textUnderlineOffset: '0.35em',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        {word}
        <Box component="sup" sx={{ fontSize: '0.55em', marginInlineStart: '0.1em' }}>
          <MarkKindIcon kind={first.kind} />
        </Box>
      </Box>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        transformOrigin={{ vertical: 'top', horizontal: 'center' }}
        slotProps={{
          paper: {
            id: detailsId,
            role: 'dialog',
            'aria-label': t('marks.details', { word }),
            sx: { p: 2, maxWidth: 300 },
          },
        }}
      >
        <Typography lang="ar" dir="rtl" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {word}
        </Typography>
        {marks.map((mark) => (
          <Box key={mark.id} sx={{ mb: 1, '&:last-child': { mb: 0 } }}>
            <Typography sx={{ fontWeight: 600, display: 'flex', gap: 1, alignItems: 'center' }}>
              <MarkKindIcon kind={mark.kind} size="1.25rem" />
              {markLabel(mark, t)}
            </Typography>
            {mark.note && (
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                {t('marks.noteFromSheikh', { note: mark.note })}
              </Typography>
            )}
          </Box>
        ))}
      </Popover>
    </>
  );
}
