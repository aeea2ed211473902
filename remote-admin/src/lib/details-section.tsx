import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The two columns of a details dialog's label/value list (`<dl>`). */
export const detailsListSx = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, auto) 1fr',
  gap: 1,
  m: 0,
};

/** A labelled value of a details list. */
export function DetailsField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** A titled part of a details dialog; its heading sits under the dialog's title. */
export function DetailsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
