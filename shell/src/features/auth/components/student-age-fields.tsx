import { useTexts } from '@app/shared';
import { FormTextField } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { birthYearChoices, needsGuardian, type MinorRule } from '../schemas/minor-rule';
import type { RegisterValues } from '../schemas/register-schema';

interface StudentAgeFieldsProps {
  translateError: (error: string | undefined) => string | undefined;
  minorRule: MinorRule;
}

/**
 * A student's birth year and, when it makes them a minor, their parent's or guardian's email:
 * that address is mailed the link to agree, and the student may call a Sheikh once someone has.
 */
export function StudentAgeFields({ translateError, minorRule }: StudentAgeFieldsProps) {
  const { t } = useTexts('shell');
  const { values } = useFormikContext<RegisterValues>();
  const years = useMemo(() => birthYearChoices(minorRule.today), [minorRule.today]);
  if (values.role !== 'student') return null;
  return (
    <>
      {/* A native list: a phone shows its own year picker, and no digits need typing. */}
      <FormTextField
        translateError={translateError}
        name="birthYear"
        select
        label={t('auth.fields.birthYear')}
        helperText={t('auth.fields.birthYearHelp')}
        required
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{t('auth.fields.birthYearChoose')}</option>
        {years.map((year) => (
          <option key={year} value={String(year)}>
            {year}
          </option>
        ))}
      </FormTextField>
      {needsGuardian(values, minorRule) && (
        <>
          <Alert severity="info" role="status">
            {t('auth.guardian.why')}
          </Alert>
          <FormTextField
            translateError={translateError}
            name="guardianEmail"
            type="email"
            label={t('auth.fields.guardianEmail')}
            autoComplete="off"
            dir="ltr"
            required
          />
        </>
      )}
    </>
  );
}
