import Box from '@mui/material/Box';
import type { DotStatus } from '../presence/dot-status';

export type { DotStatus };

// Green online, red busy, yellow in meeting, grey offline.
const COLORS: Record<DotStatus, string> = {
  online: 'success.main',
  busy: 'error.main',
  inMeeting: 'warning.main',
  offline: 'grey.400',
};

/** A small coloured presence dot; decorative, so the status must also be written next to it. */
export function StatusDot({ status, size = 10 }: { status: DotStatus; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: COLORS[status],
        flexShrink: 0,
      }}
    />
  );
}
