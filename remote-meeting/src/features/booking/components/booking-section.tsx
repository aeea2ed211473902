import { dayIn, genderContext, type Gender, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useReducer, useState } from 'react';
import { registerBookingTranslations } from '../../../i18n/booking-translations';
import { viewerTimeZone } from '../../../lib/booking/viewer-zone';
import { bookingFormReducer, INITIAL_BOOKING_FORM } from '../booking-form';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { useWeekSlots } from '../hooks/use-week-slots';
import { isLengthRefusal } from '../lesson-choice';
import { weekWindow } from '../week-window';
import { BookingNotice } from './booking-notice';
import { BookingPicker } from './booking-picker';
import { HoldDialog } from './hold-dialog';
import { Loading } from './loading';
import { SlotsFailure } from './slots-failure';

registerBookingTranslations();

/** The Sheikh a lesson is booked with, as the Sheikh's page knows it. */
export interface BookableSheikh {
  _id: string;
  gender?: Gender | null;
}

/**
 * "Book a lesson" on a Sheikh's page, for a student: a length, a week of the Sheikh's free
 * times on the student's own clock, one time or one a day for a weekly series, then Book,
 * which holds them for a minute while the student confirms.
 */
export function BookingSection({ teacher }: { teacher: BookableSheikh }) {
  const { t } = useTexts('booking');
  const titleId = useId();
  const context = genderContext(teacher);
  // The viewer's clock as the page opened: the week keeps its days while the page stays open.
  const [zone] = useState(viewerTimeZone);
  const [today] = useState(() => dayIn(Date.now(), zone));
  const [form, dispatch] = useReducer(bookingFormReducer, INITIAL_BOOKING_FORM);
  const shown = useMemo(() => weekWindow(today, form.week, zone), [today, form.week, zone]);
  const slots = useWeekSlots(teacher._id, shown, form.choice);
  const flow = useBookingFlow(teacher._id, () => dispatch({ type: 'clear' }));

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid="booking">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('title')}
        </Typography>
        {slots.isPending ? (
          <Loading />
        ) : slots.isError ? (
          <SlotsFailure
            error={slots.error}
            context={context}
            onRetry={() =>
              // A length no longer offered is not asked for again: back to the first offered.
              isLengthRefusal(slots.error)
                ? dispatch({ type: 'choice', choice: null })
                : void slots.refetch()
            }
          />
        ) : (
          <BookingPicker
            teacherId={teacher._id}
            slots={slots.data}
            current={!slots.isPlaceholderData}
            shown={shown}
            form={form}
            dispatch={dispatch}
            zone={zone}
            context={context}
            holding={flow.holding}
            onBook={flow.book}
          />
        )}
        {flow.notice && (
          <Box sx={{ mt: 2 }}>
            <BookingNotice notice={flow.notice} context={context} />
          </Box>
        )}
        {flow.held && (
          <HoldDialog
            held={flow.held}
            timeZone={zone}
            context={context}
            confirming={flow.confirming}
            releasedByServer={flow.releasedByServer}
            confirmError={flow.confirmError}
            onConfirm={flow.confirmHeld}
            onLeave={flow.leave}
          />
        )}
      </CardContent>
    </Card>
  );
}
