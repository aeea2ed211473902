import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { HoursForm } from '../hooks/use-hours-form';
import { withLength } from '../lib/hours-edits';
import type { HoursProblems } from '../lib/hours-problems';
import { LessonLengthsField } from './lesson-lengths-field';
import { NoticeField } from './notice-field';
import { TimeZoneField } from './time-zone-field';
import { TrialField } from './trial-field';

/** What the hours are offered on: the zone, the lengths, the notice and the trial lesson. */
export function LessonTermsSection({
  form,
  problems,
}: {
  form: Pick<HoursForm, 'values' | 'change'>;
  problems: HoursProblems;
}) {
  const { values, change } = form;
  return (
    <Stack spacing={2.5}>
      <TimeZoneField value={values.timeZone} onChange={(zone) => change('timeZone', () => zone)} />
      <LessonLengthsField
        value={values.lessonMinutes}
        problem={problems.lessonMinutes}
        onToggle={(length, on) =>
          change('lessonMinutes', (picked) => withLength(picked, length, on))
        }
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NoticeField
          value={values.noticeMinutes}
          onChange={(minutes) => change('noticeMinutes', () => minutes)}
        />
        <TrialField
          value={values.trialMinutes}
          onChange={(minutes) => change('trialMinutes', () => minutes)}
        />
      </Box>
    </Stack>
  );
}
