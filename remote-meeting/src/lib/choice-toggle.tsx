import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface Props<T extends string> {
  /** The choices in order, each with its text (the button's name) and an optional hint. */
  choices: ReadonlyArray<{ value: T; label: string; hint?: string }>;
  value: T | null;
  onChange(value: T): void;
  /** What is chosen, for screen readers. */
  label: string;
  disabled?: boolean;
  /** The group's test id; each button's is this id and its value ("review-grade-good"). */
  testId?: string;
}

/**
 * A row of exclusive buttons across the panel's width (a lane, a unit, a grade): a tap on the
 * chosen one keeps it, so a choice once made is never cleared by accident.
 */
export function ChoiceToggle<T extends string>({
  choices,
  value,
  onChange,
  label,
  disabled,
  testId,
}: Props<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      disabled={disabled}
      data-testid={testId}
      onChange={(_event, next: T | null) => next && onChange(next)}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          title={choice.hint}
          data-testid={testId && `${testId}-${choice.value}`}
        >
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
