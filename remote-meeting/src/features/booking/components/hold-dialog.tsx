import { AppButton, formatDuration, useFormat, useTexts } from '@app/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNow } from '../../../lib/use-now';
import { bookingErrorText } from '../booking-error';
import { formatDay, formatDayOf } from '../day-format';
import { secondsLeft } from '../hold-countdown';
import type { HeldBooking } from '../hooks/use-booking-flow';

export interface HoldDialogProps {
  held: HeldBooking;
  /** The viewer's zone: every lesson is listed on the viewer's clock. */
  timeZone: string;
  /** The Sheikh's gender context, for the holiday line. */
  context: string | undefined;
  confirming: boolean;
  releasedByServer: boolean;
  confirmError: unknown;
  onConfirm(): void;
  /** Leaves the dialog; `expired` when the time was already released. */
  onLeave(expired: boolean): void;
}

function HeldLessons({
  held,
  timeZone,
  context,
}: Pick<HoldDialogProps, 'held' | 'timeZone' | 'context'>) {
  const { t, i18n } = useTexts('booking');
  const format = useFormat();
  const { lessons, skippedDays } = held.booking;
  return (
    <>
      <Typography variant="subtitle2" component="p">
        {t('dialog.lessons', { count: lessons.length })}
      </Typography>
      <Box component="ul" data-testid="held-lessons" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {lessons.map((lesson) => (
          <Typography component="li" variant="body2" key={lesson.id}>
            {t('dialog.lesson', {
              day: formatDayOf(lesson.startsAt, i18n.language, timeZone),
              start: format.time(lesson.startsAt),
              end: format.time(lesson.endsAt),
            })}
          </Typography>
        ))}
      </Box>
      {skippedDays.length > 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="held-skipped">
          {t('dialog.skipped', {
            dates: format.list(skippedDays.map((day) => formatDay(day, i18n.language))),
            context,
          })}
        </Typography>
      )}
    </>
  );
}

/**
 * The held booking before it is booked: every lesson on the viewer's clock, the holiday dates
 * left out, and the minute left to confirm. When the minute ends the dialog says the time was
 * released and offers to pick again; closing it any other way backs out.
 */
export function HoldDialog(props: HoldDialogProps) {
  const { held, confirming, releasedByServer, confirmError, onConfirm, onLeave } = props;
  const { t } = useTexts('booking');
  const common = useTexts('common').t;
  const titleId = useId();
  // Counted here, so a fresh clock starts with the dialog.
  const now = useNow(true);
  const left = secondsLeft(held.deadline, now);
  const expired = releasedByServer || left === 0;
  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      onClose={() => {
        if (!confirming) onLeave(expired);
      }}
    >
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        {expired ? (
          <Typography role="alert" data-testid="hold-released">
            {t('dialog.released')}
          </Typography>
        ) : (
          <>
            <Typography
              variant="body2"
              color="warning.main"
              data-testid="hold-countdown"
              sx={{ mb: 1, fontVariantNumeric: 'tabular-nums' }}
            >
              {t('dialog.heldFor', { time: formatDuration(left * 1000) })}
            </Typography>
            <HeldLessons held={held} timeZone={props.timeZone} context={props.context} />
            {Boolean(confirmError) && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {bookingErrorText(confirmError, common, props.context)}
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {expired ? (
          <AppButton onClick={() => onLeave(true)}>{t('dialog.pickAgain')}</AppButton>
        ) : (
          <>
            <Button disabled={confirming} onClick={() => onLeave(false)}>
              {t('dialog.cancel')}
            </Button>
            <AppButton loading={confirming} onClick={onConfirm}>
              {t('dialog.confirm')}
            </AppButton>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
