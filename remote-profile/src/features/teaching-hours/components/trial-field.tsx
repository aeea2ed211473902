import { TRIAL_LENGTHS, type TrialLength, useTexts } from '@app/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const NO_TRIAL = 'none';

/** A first lesson's length for a new student, or none. */
export function TrialField({
  value,
  onChange,
}: {
  value: TrialLength | null;
  onChange(minutes: TrialLength | null): void;
}) {
  const { t } = useTexts('profile');
  return (
    <TextField
      select
      id="teaching-hours-trial"
      label={t('teachingHours.trial.label')}
      helperText={t('teachingHours.trial.hint')}
      value={value === null ? NO_TRIAL : String(value)}
      onChange={(event) =>
        onChange(TRIAL_LENGTHS.find((length) => String(length) === event.target.value) ?? null)
      }
    >
      <MenuItem value={NO_TRIAL}>{t('teachingHours.trial.none')}</MenuItem>
      {TRIAL_LENGTHS.map((length) => (
        <MenuItem key={length} value={String(length)}>
          {t('teachingHours.minutes', { count: length })}
        </MenuItem>
      ))}
    </TextField>
  );
}
