import TextField from '@mui/material/TextField';

/** A day of the Sheikh's calendar, its digits left to right in both languages. */
export function DateField({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <TextField
      id={id}
      type="date"
      size="small"
      label={label}
      value={value}
      error={invalid}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '1 1 9.5rem', minWidth: '9.5rem' }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { dir: 'ltr', 'aria-describedby': invalid ? describedBy : undefined },
      }}
    />
  );
}
