import { useTexts, type TeachingHours } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useHoursForm } from '../hooks/use-hours-form';
import { shownProblems } from '../lib/shown-problems';
import { ExceptionsSection } from './exceptions-section';
import { HolidaysSection } from './holidays-section';
import { HoursSaveBar } from './hours-save-bar';
import { LessonTermsSection } from './lesson-terms-section';
import { WeeklyHoursSection } from './weekly-hours-section';

/**
 * The hours editor: a form of its own, so Enter in it or its Save never submits the profile,
 * and the profile's save never sends these hours.
 */
export function TeachingHoursForm({ saved }: { saved: TeachingHours | null }) {
  const { t } = useTexts('profile');
  const form = useHoursForm(saved);
  const problems = shownProblems(form.problems, form.attempted);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('teachingHours.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <Stack spacing={3}>
        {saved === null && (
          // A standing note, not news: an alert would be read out over the loading page.
          <Alert severity="info" role="note">
            {t('teachingHours.notOpened')}
          </Alert>
        )}
        <LessonTermsSection form={form} problems={problems} />
        <WeeklyHoursSection
          weekly={form.values.weekly}
          problems={problems.rows}
          onChange={(edit) => form.change('weekly', edit)}
        />
        <ExceptionsSection
          exceptions={form.values.exceptions}
          problems={problems.rows}
          onChange={(edit) => form.change('exceptions', edit)}
        />
        <HolidaysSection
          holidays={form.values.holidays}
          problems={problems.rows}
          onChange={(edit) => form.change('holidays', edit)}
        />
        <HoursSaveBar form={form} />
      </Stack>
    </Box>
  );
}
