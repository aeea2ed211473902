import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A dated row (a day off, extra hours, a holiday): its kind and Remove on top, its fields below,
 * wrapping onto as many lines as a phone needs.
 */
export function RowCard({
  id,
  title,
  remove,
  children,
}: {
  id: string;
  title: string;
  remove: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box
      role="group"
      aria-labelledby={id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, pt: 0.5, pb: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="body2" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {remove}
      </Box>
      {children}
    </Box>
  );
}

/** The fields of a row card, side by side while they fit. */
export function RowFields({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>{children}</Box>
  );
}
