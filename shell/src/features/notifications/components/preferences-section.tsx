import type { ReactNode } from 'react';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import FormControl from '@mui/material/FormControl';

/** A titled group of switches. */
export function PreferencesSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" variant="standard" fullWidth sx={{ mt: 2 }}>
      <FormLabel component="legend">{title}</FormLabel>
      <FormGroup>{children}</FormGroup>
    </FormControl>
  );
}
