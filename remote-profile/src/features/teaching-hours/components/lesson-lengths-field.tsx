import { LESSON_LENGTHS, type LessonLength, useTexts } from '@app/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { HoursProblems } from '../lib/hours-problems';
import { problemText } from '../lib/shown-problems';

/** The lesson lengths students may book, at least one. */
export function LessonLengthsField({
  value,
  problem,
  onToggle,
}: {
  value: readonly LessonLength[];
  problem: HoursProblems['lessonMinutes'];
  onToggle(length: LessonLength, on: boolean): void;
}) {
  const { t } = useTexts('profile');
  return (
    <FormControl component="fieldset" error={problem !== null}>
      <FormLabel component="legend">{t('teachingHours.lengths.label')}</FormLabel>
      <FormGroup row>
        {LESSON_LENGTHS.map((length) => (
          <FormControlLabel
            key={length}
            label={t('teachingHours.minutes', { count: length })}
            control={
              <Checkbox
                checked={value.includes(length)}
                onChange={(event) => onToggle(length, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText sx={{ mx: 0 }}>
        {problem ? problemText(t, problem) : t('teachingHours.lengths.hint')}
      </FormHelperText>
    </FormControl>
  );
}
