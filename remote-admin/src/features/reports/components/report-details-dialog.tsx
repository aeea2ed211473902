import { AppButton, useFormat, useTexts, type Report } from '@app/shared';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DetailsField, DetailsSection, detailsListSx } from '../../../lib/details-section';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { useReportDetail } from '../api/get-report';
import { isUrgent } from '../lib/report-urgency';
import { ReportHandler, ReportPerson, ReportStatusChip, UrgentChip } from './report-cells';
import { ReportLessonRecord } from './report-lesson-record';
import { ReportStatusActions } from './report-status-actions';

const TITLE_ID = 'report-details-title';

/** The details of one report; the lesson's record loads while the list's copy is shown. */
function ReportDetailsContent({ report, onClose }: { report: Report; onClose: () => void }) {
  const { t } = useTexts('admin');
  const format = useFormat();
  const detail = useReportDetail(report._id);
  // After a status change the details hold the server's answer before the list is fetched again.
  const shown: Report = detail.data ?? report;
  return (
    <>
      <DialogTitle
        id={TITLE_ID}
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        {t('reportDetails.title', { reason: t(`common:reportReasons.${shown.reason}`) })}
        {isUrgent(shown) && <UrgentChip />}
      </DialogTitle>
      {/* Focusable so keyboard users can scroll a long chat. */}
      <DialogContent dividers tabIndex={0}>
        <Box component="dl" sx={detailsListSx}>
          <DetailsField label={t('reportDetails.status')}>
            <ReportStatusChip status={shown.status} />
          </DetailsField>
          <DetailsField label={t('reportDetails.reporter')}>
            <ReportPerson person={shown.reporter} />
          </DetailsField>
          <DetailsField label={t('reportDetails.reported')}>
            <ReportPerson person={shown.reported} />
          </DetailsField>
          <DetailsField label={t('reportDetails.room')}>
            <bdi>{shown.roomName}</bdi>
          </DetailsField>
          <DetailsField label={t('reportDetails.lessonStarted')}>
            {shown.lessonStartedAt
              ? format.dateTime(shown.lessonStartedAt)
              : t('reportDetails.neverStarted')}
          </DetailsField>
          <DetailsField label={t('reportDetails.filed')}>
            {format.dateTime(shown.createdAt)}
          </DetailsField>
          <DetailsField label={t('reportDetails.handledBy')}>
            <ReportHandler report={shown} />
          </DetailsField>
        </Box>
        <DetailsSection title={t('reportDetails.note')}>
          {shown.note ? (
            <Typography
              dir="auto"
              variant="body2"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {shown.note}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('reportDetails.noNote')}</Typography>
          )}
        </DetailsSection>
        <DetailsSection title={t('reportDetails.setStatus')}>
          <ReportStatusActions report={shown} />
        </DetailsSection>
        <ReportLessonRecord
          detail={detail.data}
          failed={detail.isError}
          onRetry={() => void detail.refetch()}
        />
      </DialogContent>
      <DialogActions>
        <AppButton variant="secondary" onClick={onClose}>
          {t('common:actions.close')}
        </AppButton>
      </DialogActions>
    </>
  );
}

interface ReportDetailsDialogProps {
  report: Report | null;
  open: boolean;
  onClose: () => void;
}

/** A report opened from the queue: full screen on a phone, a dialog on a wide screen. */
export function ReportDetailsDialog({ report, open, onClose }: ReportDetailsDialogProps) {
  const small = useSmallScreen();
  return (
    <Dialog
      open={open && report !== null}
      onClose={onClose}
      fullWidth
      fullScreen={small}
      maxWidth="md"
      aria-labelledby={TITLE_ID}
    >
      {report && <ReportDetailsContent report={report} onClose={onClose} />}
    </Dialog>
  );
}
