import type { SurahStatus } from '@app/shared';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import type SvgIcon from '@mui/material/SvgIcon';

// A surah's status shows as a colour and, but for "not started", an icon: the status never
// rests on colour alone, and the legend shows both.

export const STATUS_COLOURS: Record<SurahStatus, string> = {
  not_started: '#bdbdbd',
  learning: '#f9a825',
  memorised: '#2e7d32',
  needs_revision: '#c62828',
};

const STATUS_ICONS: Record<SurahStatus, typeof SvgIcon | null> = {
  not_started: null,
  learning: AutoStoriesIcon,
  memorised: CheckIcon,
  needs_revision: ReplayIcon,
};

/** The status's icon, hidden from screen readers (the label names the status). */
export function StatusIcon({ status, size = 12 }: { status: SurahStatus; size?: number }) {
  const Icon = STATUS_ICONS[status];
  return Icon ? <Icon aria-hidden="true" sx={{ fontSize: size }} /> : null;
}

/** Text colour on a status's colour. */
export const statusTextColour = (status: SurahStatus) =>
  status === 'not_started' ? 'text.primary' : status === 'learning' ? '#000' : 'common.white';
