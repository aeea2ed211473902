import type { MarkKind } from '@app/shared';
import AbcIcon from '@mui/icons-material/Abc';
import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import PsychologyIcon from '@mui/icons-material/Psychology';
import type SvgIcon from '@mui/material/SvgIcon';

// How a mark looks wherever it is shown (the mushaf, the record): a colour and an icon per
// kind, so a kind never rests on colour alone (the words are `markLabel` in @app/shared).

/** Each kind's colour (text keeps its colour; the word gets a tint and an underline). */
export const MARK_COLOURS: Record<MarkKind, string> = {
  tajweed: '#b26a00',
  memorisation: '#c62828',
  harakat: '#1565c0',
};

/** Each kind's icon: sound for tajweed, memory for memorisation, letters for harakat. */
export const MARK_ICONS: Record<MarkKind, typeof SvgIcon> = {
  tajweed: GraphicEqIcon,
  memorisation: PsychologyIcon,
  harakat: AbcIcon,
};

/** A kind's icon in its colour, hidden from screen readers (the label names the kind). */
export function MarkKindIcon({ kind, size = '1em' }: { kind: MarkKind; size?: string }) {
  const Icon = MARK_ICONS[kind];
  return <Icon aria-hidden="true" sx={{ fontSize: size, color: MARK_COLOURS[kind] }} />;
}
