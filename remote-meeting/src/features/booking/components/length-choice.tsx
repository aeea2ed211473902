import { useFormat, useTexts } from '@app/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { choiceKey, lessonChoices, type LessonChoice, type LessonTerms } from '../lesson-choice';

/** The Sheikh's lesson lengths, and the trial while this student may still take one. */
export function LengthChoice({
  terms,
  value,
  onChange,
}: {
  terms: LessonTerms;
  value: LessonChoice;
  onChange(choice: LessonChoice): void;
}) {
  const { t } = useTexts('booking');
  const format = useFormat();
  const choices = lessonChoices(terms);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('length')}</FormLabel>
      <RadioGroup
        row
        value={choiceKey(value)}
        onChange={(event) => {
          const next = choices.find((choice) => choiceKey(choice) === event.target.value);
          if (next) onChange(next);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choiceKey(choice)}
            value={choiceKey(choice)}
            control={<Radio size="small" />}
            label={
              choice.trial
                ? t('trial', { duration: format.minutes(choice.minutes) })
                : format.minutes(choice.minutes)
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
