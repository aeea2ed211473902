import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A from and an until side by side, one above the other when a phone has no room for both. */
export function ClockRangeFields({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, flex: '1 1 14rem', minWidth: 0 }}>
      {children}
    </Box>
  );
}
