import { SERIES_WEEKS_MAX } from '@app/shared';
import type { LessonChoice } from './lesson-choice';
import { toggleSlot, type SelectionRules } from './selection';
import { clampWeek } from './week-window';

/** What the student has set in the booking section. */
export interface BookingForm {
  /** The shown week: 0 starts today. */
  week: number;
  /** The length asked for; null until chosen (the Sheikh's shortest is shown). */
  choice: LessonChoice | null;
  /** Picked slot starts of the shown week, earliest first. */
  selected: string[];
  /** How many weeks the picks repeat. */
  weeks: number;
}

export type BookingFormAction =
  /** Another week; `choice` is the length now shown, kept so the next week asks for it too. */
  | { type: 'week'; week: number; choice: LessonChoice | null }
  | { type: 'choice'; choice: LessonChoice | null }
  | { type: 'toggle'; startsAt: string; rules: SelectionRules }
  | { type: 'weeks'; weeks: number }
  /** The picks are gone: booked, taken by someone else, or released. */
  | { type: 'clear' };

export const INITIAL_BOOKING_FORM: BookingForm = { week: 0, choice: null, selected: [], weeks: 1 };

/** Picks belong to one week and one length: a change of either drops them. */
export function bookingFormReducer(form: BookingForm, action: BookingFormAction): BookingForm {
  switch (action.type) {
    case 'week':
      return { ...form, week: clampWeek(action.week), choice: action.choice, selected: [] };
    case 'choice':
      return { ...form, choice: action.choice, selected: [] };
    case 'toggle':
      return { ...form, selected: toggleSlot(form.selected, action.startsAt, action.rules) };
    case 'weeks':
      return { ...form, weeks: Math.min(Math.max(Math.trunc(action.weeks), 1), SERIES_WEEKS_MAX) };
    case 'clear':
      return { ...form, selected: [] };
  }
}
