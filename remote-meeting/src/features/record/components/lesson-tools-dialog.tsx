import { formatDate, useTexts } from '@app/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { usePhoneScreen } from '../../../lib/use-phone-screen';

interface Props {
  date: string;
  children: ReactNode;
}

/**
 * A Sheikh's way back into a lesson that has ended: its lanes and homework in a dialog (the
 * whole screen on a phone), and the record read afresh when it closes.
 */
export function LessonToolsDialog({ date, children }: Props) {
  const { t, i18n } = useTexts('hifz');
  const [open, setOpen] = useState(false);
  const phone = usePhoneScreen();
  const queryClient = useQueryClient();
  const titleId = useId();
  const close = () => {
    setOpen(false);
    void queryClient.invalidateQueries({ queryKey: ['hifz'] });
    void queryClient.invalidateQueries({ queryKey: ['homework'] });
  };
  return (
    <>
      <Button size="small" variant="outlined" sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        {t('afterLesson.open')}
      </Button>
      <Dialog open={open} onClose={close} fullScreen={phone} fullWidth aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {t('afterLesson.title', { date: formatDate(date, i18n.language) })}
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', p: 0 }}>
          {open && children}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('afterLesson.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
