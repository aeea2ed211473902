import { AppButton, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { canSend } from '../report-form';
import type { ReportTarget } from '../report-target';
import { useReportForm } from '../use-report-form';
import { ReportFormFields } from './report-form-fields';
import { ReportSent } from './report-sent';

export interface ReportDialogProps {
  target: ReportTarget;
  onClose(): void;
}

/** The report itself; mounted afresh with each opening, so each report starts empty. */
function ReportForm({ target, titleId, onClose }: ReportDialogProps & { titleId: string }) {
  const { t } = useTexts('safety');
  const { state, dispatch, send, offersBlock } = useReportForm(target);
  const title = (
    <DialogTitle id={titleId}>{t('report.title', { name: target.reported.name })}</DialogTitle>
  );
  if (state.phase === 'sent') {
    return (
      <>
        {title}
        <DialogContent>
          <ReportSent block={state.block} reported={target.reported} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('report.close')}</Button>
        </DialogActions>
      </>
    );
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {title}
      <DialogContent>
        <ReportFormFields
          state={state}
          dispatch={dispatch}
          reported={target.reported}
          offersBlock={offersBlock}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('report.cancel')}</Button>
        <AppButton type="submit" loading={state.phase === 'sending'} disabled={!canSend(state)}>
          {t('report.send')}
        </AppButton>
      </DialogActions>
    </form>
  );
}

/** Reports the other participant of a lesson to the admins: reason, optional note, Send. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <ReportForm target={target} titleId={titleId} onClose={onClose} />
    </Dialog>
  );
}
