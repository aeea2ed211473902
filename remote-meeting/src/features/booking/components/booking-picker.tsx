import { AppButton, type BookingRequest, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type Dispatch } from 'react';
import { useCallBlock } from '../../../lib/family/use-guardian-rules';
import type { WeekSlots as WeekSlotsData } from '../api/load-week-slots';
import type { BookingForm, BookingFormAction } from '../booking-form';
import { holdRequest } from '../hold-request';
import { slotsByDay } from '../slots-by-day';
import type { WeekWindow } from '../week-window';
import { LengthChoice } from './length-choice';
import { Loading } from './loading';
import { RepeatWeeks } from './repeat-weeks';
import { WeekNav } from './week-nav';
import { WeekSlots } from './week-slots';
import { ZoneNotes } from './zone-notes';

export interface BookingPickerProps {
  teacherId: string;
  /** The last slots answer; `current` says whether it is the shown week's own. */
  slots: WeekSlotsData;
  current: boolean;
  shown: WeekWindow;
  form: BookingForm;
  dispatch: Dispatch<BookingFormAction>;
  /** The viewer's zone. */
  zone: string;
  context: string | undefined;
  holding: boolean;
  onBook(request: BookingRequest): void;
}

/** The length, the week with its free times, how many weeks, and Book. */
export function BookingPicker(props: BookingPickerProps) {
  const { slots, current, shown, form, dispatch, zone } = props;
  const { t } = useTexts('booking');
  const callBlock = useCallBlock();
  const trial = slots.choice.trial;
  const fresh = current ? slots.slots : null;
  const days = useMemo(() => slotsByDay(fresh ?? [], shown.days, zone), [fresh, shown.days, zone]);
  // Picks the slots no longer offer (taken since) are neither shown as picked nor sent.
  const offered = new Set(fresh?.map((slot) => slot.startsAt));
  const picks = form.selected.filter((start) => offered.has(start));
  const request = holdRequest({
    teacherId: props.teacherId,
    selected: picks,
    choice: slots.choice,
    weeks: form.weeks,
    timeZone: zone,
  });

  return (
    <Stack spacing={2}>
      <LengthChoice
        terms={slots}
        value={slots.choice}
        onChange={(choice) => dispatch({ type: 'choice', choice })}
      />
      <ZoneNotes
        at={new Date(shown.from)}
        viewerZone={zone}
        sheikhZone={slots.timeZone}
        context={props.context}
      />
      <WeekNav
        week={form.week}
        days={shown.days}
        onWeek={(week) => dispatch({ type: 'week', week, choice: slots.choice })}
      />
      {!fresh ? (
        <Loading />
      ) : fresh.length === 0 ? (
        <Typography color="text.secondary" data-testid="booking-empty">
          {t('noSlotsWeek')}
        </Typography>
      ) : (
        <WeekSlots
          days={days}
          selected={picks}
          onToggle={(startsAt) =>
            dispatch({
              type: 'toggle',
              startsAt,
              rules: { trial, viewerTimeZone: zone, sheikhTimeZone: slots.timeZone },
            })
          }
        />
      )}
      <Typography variant="body2" color="text.secondary">
        {t(trial ? 'trialHint' : 'seriesHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        {!trial && (
          <RepeatWeeks
            value={form.weeks}
            onChange={(weeks) => dispatch({ type: 'weeks', weeks })}
          />
        )}
        <AppButton
          loading={props.holding}
          disabled={request === null || callBlock !== null}
          onClick={() => request && props.onBook(request)}
        >
          {t('book')}
        </AppButton>
      </Box>
      {callBlock && (
        <Typography variant="body2" color="text.secondary">
          {t('consentFirst')}
        </Typography>
      )}
    </Stack>
  );
}
