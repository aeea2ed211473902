import {
  apiErrorText,
  AppButton,
  currentUserAtom,
  useFormat,
  type ChildSummary,
  useTexts,
} from '@app/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAtomValue } from 'jotai';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useLeaveChild } from '../api/children-api';
import { AccountPart } from './account-part';

/** Asks before the guardian's link to the child ends, saying what the child loses with it. */
function LeaveDialog({ child, onClose }: { child: ChildSummary; onClose(): void }) {
  const { t } = useTexts('family');
  const common = useTexts('common').t;
  const format = useFormat();
  const self = useAtomValue(currentUserAtom);
  const leave = useLeaveChild(child._id);
  const titleId = useId();
  const others = child.guardians.filter((guardian) => guardian._id !== self?._id);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('leave.confirmTitle', { name: child.name })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText>{t('leave.confirmText', { name: child.name })}</DialogContentText>
        {others.length === 0 && child.minor ? (
          <Alert severity="warning">{t('leave.lastGuardian', { name: child.name })}</Alert>
        ) : (
          others.length > 0 && (
            <DialogContentText>
              {t('leave.otherGuardian', {
                name: format.list(
                  others.map((guardian) => guardian.name),
                  'and',
                ),
              })}
            </DialogContentText>
          )
        )}
        {leave.isError && <Alert severity="error">{apiErrorText(leave.error, common)}</Alert>}
      </DialogContent>
      <DialogActions>
        <AppButton variant="ghost" onClick={onClose}>
          {t('leave.cancel')}
        </AppButton>
        <AppButton
          variant="danger"
          loading={leave.isPending}
          onClick={() =>
            leave.mutate(undefined, {
              onSuccess: () =>
                enqueueSnackbar(t('leave.done', { name: child.name }), { variant: 'success' }),
            })
          }
        >
          {t('leave.confirm')}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}

/** Ends the signed-in guardian's link to the child, after a confirmation. */
export function LeaveChild({ child }: { child: ChildSummary }) {
  const { t } = useTexts('family');
  const [asking, setAsking] = useState(false);
  return (
    <AccountPart title={t('leave.title')} hint={t('leave.hint')}>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {t('leave.open')}
      </Button>
      {asking && <LeaveDialog child={child} onClose={() => setAsking(false)} />}
    </AccountPart>
  );
}
