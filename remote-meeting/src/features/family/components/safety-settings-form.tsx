import {
  ALLOWED_SHEIKHS_MAX,
  apiErrorText,
  AppButton,
  SHEIKH_GENDER_CHOICES,
  type ChildSummary,
  type SheikhGenderChoice,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useUpdateSafety } from '../api/children-api';
import {
  safetyChanged,
  safetyFormValues,
  safetyProblem,
  safetyUpdate,
  type SafetyFormValues,
} from '../lib/safety-form';
import { SheikhPicker } from './sheikh-picker';

const SHEIKH_LIMITS = ['any', 'chosen'] as const;

/** The radio's value as the choice it stands for. */
const genderChoiceOf = (value: string): SheikhGenderChoice =>
  SHEIKH_GENDER_CHOICES.find((choice) => choice === value) ?? 'any';

/**
 * A child's safety settings as its guardian sets them: the Sheikhs' gender, any approved Sheikh
 * or a chosen few, and whether the child may write in a lesson's chat. Save sends them together.
 */
export function SafetySettingsForm({ child }: { child: ChildSummary }) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const [values, setValues] = useState<SafetyFormValues>(() => safetyFormValues(child.safety));
  const update = useUpdateSafety(child._id);
  const chatHintId = useId();
  const problem = safetyProblem(values);
  const changed = safetyChanged(child.safety, values);
  const change = (next: Partial<SafetyFormValues>) => {
    update.reset();
    setValues((current) => ({ ...current, ...next }));
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (problem || !changed) return;
        update.mutate(safetyUpdate(values));
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('safety.intro', { name: child.name })}
      </Typography>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('safety.gender')}</FormLabel>
        <RadioGroup
          value={values.sheikhGender}
          onChange={(_event, value) => change({ sheikhGender: genderChoiceOf(value) })}
        >
          {SHEIKH_GENDER_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(`safety.genders.${choice}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl component="fieldset" sx={{ display: 'grid', gap: 1 }}>
        <FormLabel component="legend">{t('safety.sheikhs')}</FormLabel>
        <RadioGroup
          value={values.sheikhs}
          onChange={(_event, value) => change({ sheikhs: value === 'chosen' ? 'chosen' : 'any' })}
        >
          {SHEIKH_LIMITS.map((limit) => (
            <FormControlLabel
              key={limit}
              value={limit}
              control={<Radio />}
              label={t(`safety.sheikhChoices.${limit}`)}
            />
          ))}
        </RadioGroup>
        {values.sheikhs === 'chosen' && (
          <SheikhPicker
            gender={values.sheikhGender}
            value={values.chosen}
            onChange={(chosen) => change({ chosen })}
            problem={
              problem === 'chooseOne'
                ? t('safety.chooseOne')
                : problem === 'tooMany'
                  ? t('safety.tooMany', { count: ALLOWED_SHEIKHS_MAX })
                  : null
            }
          />
        )}
      </FormControl>
      <FormControl>
        <FormControlLabel
          control={
            <Switch
              checked={values.chatAllowed}
              onChange={(_event, chatAllowed) => change({ chatAllowed })}
              slotProps={{ input: { 'aria-describedby': chatHintId } }}
            />
          }
          label={t('safety.chat')}
        />
        <FormHelperText id={chatHintId} sx={{ mx: 0 }}>
          {t('safety.chatHint')}
        </FormHelperText>
      </FormControl>
      {update.isError && <Alert severity="error">{apiErrorText(update.error, common)}</Alert>}
      {update.isSuccess && !changed && (
        <Alert severity="success" role="status">
          {t('safety.saved')}
        </Alert>
      )}
      <AppButton
        type="submit"
        loading={update.isPending}
        disabled={!changed || problem !== null}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('safety.save')}
      </AppButton>
    </Stack>
  );
}
