import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';

/** A table's rows on small screens: a list of cards, one per row. */
export function CardList({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** One row as a card, named for screen readers by what the row is about. */
export function CardListItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card component="li" variant="outlined" aria-label={label}>
      {children}
    </Card>
  );
}
