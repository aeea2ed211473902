import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChoiceFilterProps<T extends string> {
  /** The choices in display order, each with its text. */
  choices: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  /** What the group filters, for screen readers. */
  label: string;
}

/** A row of exclusive filter buttons over a list (status, kind): one is always chosen. */
export function ChoiceFilter<T extends string>({
  choices,
  value,
  onChange,
  label,
}: ChoiceFilterProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      // Clicking the selected button would clear the choice: a filter is always chosen.
      onChange={(_event, next: T | null) => next && onChange(next)}
      sx={{ flexWrap: 'wrap' }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value}>
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
