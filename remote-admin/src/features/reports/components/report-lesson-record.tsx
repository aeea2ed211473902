import { useTexts, type ReportDetail } from '@app/shared';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DetailsSection } from '../../../lib/details-section';
import { LessonChat } from '../../../lib/lesson-chat';
import { LoadError } from '../../../lib/load-error';
import { ReportMarks } from './report-marks';

interface ReportLessonRecordProps {
  detail: ReportDetail | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** What the lesson left for the admin to judge by: its chat, its marks, its refused contacts. */
export function ReportLessonRecord({ detail, failed, onRetry }: ReportLessonRecordProps) {
  const { t } = useTexts('admin');
  if (failed) {
    return (
      <Box sx={{ mt: 3 }}>
        <LoadError message={t('reportDetails.lessonLoadError')} onRetry={onRetry} />
      </Box>
    );
  }
  if (!detail) {
    return (
      <Box sx={{ mt: 3 }}>
        <CircularProgress size={20} aria-label={t('reportDetails.chat')} />
      </Box>
    );
  }
  return (
    <>
      <DetailsSection title={t('reportDetails.chat')}>
        <LessonChat messages={detail.chat} />
      </DetailsSection>
      <DetailsSection title={t('reportDetails.marks')}>
        <ReportMarks marks={detail.marks} />
      </DetailsSection>
      <DetailsSection title={t('reportDetails.contactRefusals')}>
        <Typography
          data-testid="report-contact-refusals"
          color={detail.contactRefusals > 0 ? 'warning.main' : 'text.secondary'}
        >
          {t('lesson.refusedCount', { count: detail.contactRefusals })}
        </Typography>
      </DetailsSection>
    </>
  );
}
