import { markLabel, type MistakeMark, useTexts } from '@app/shared';
import Box from '@mui/material/Box';

interface Props {
  mark: Pick<MistakeMark, 'kind' | 'subRule' | 'note'>;
  /** The marked word's text; absent until the page it is on has loaded. */
  word: string | undefined;
  /** Its ayah, named in the reader's language ("Al-Mulk, ayah 3"). */
  ayah: string;
}

/**
 * A mark in words, as the record's lists show one (a lesson's marks, a recording's): «the word»
 * · its ayah · its kind (and rule) · the Sheikh's note.
 */
export function MarkDescription({ mark, word, ayah }: Props) {
  const { t } = useTexts();
  return (
    <Box component="span">
      {word && (
        <>
          <Box component="bdi" lang="ar" sx={{ fontWeight: 600 }}>
            «{word}»
          </Box>
          {' · '}
        </>
      )}
      {ayah} · {markLabel(mark, t)}
      {mark.note && (
        <>
          {' · '}
          <bdi>{mark.note}</bdi>
        </>
      )}
    </Box>
  );
}
