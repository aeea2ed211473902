import { AppButton, useTexts } from '@app/shared';
import { FormFailure } from '@app/shared/forms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { hoursSaveErrorText } from '../api/hours-error-text';
import type { HoursForm } from '../hooks/use-hours-form';
import { hasProblems } from '../lib/hours-problems';

/** The editor's own Save, why the last one did not go through, and whether edits are unsaved. */
export function HoursSaveBar({
  form,
}: {
  form: Pick<HoursForm, 'attempted' | 'dirty' | 'outcome' | 'problems' | 'saving'>;
}) {
  const { t } = useTexts('profile');
  const { outcome } = form;
  const status =
    outcome.kind === 'saved'
      ? t('teachingHours.saved')
      : form.dirty
        ? t('teachingHours.unsaved')
        : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {form.attempted && hasProblems(form.problems) && (
        <Alert severity="error" role="alert">
          {t('teachingHours.fixFirst')}
        </Alert>
      )}
      <FormFailure
        message={outcome.kind === 'failed' ? hoursSaveErrorText(t, outcome.error) : null}
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'flex-end',
          alignItems: 'center',
          gap: 2,
        }}
      >
        {/* Always there, so a screen reader hears "saved" when it appears. */}
        <Box component="span" role="status" sx={{ color: 'text.secondary', fontSize: 14 }}>
          {status}
        </Box>
        <AppButton type="submit" loading={form.saving}>
          {t('teachingHours.save')}
        </AppButton>
      </Box>
    </Box>
  );
}
