/**
 * Booking a lesson from a Sheikh's page (namespace `booking`), English. Durations, times, dates
 * and zone names arrive already formatted (Intl), so no text here takes a bare number but
 * `count`.
 */
export const bookingEn = {
  title: 'Book a lesson',
  length: 'Lesson length',
  trial: 'Trial lesson ({{duration}})',
  yourZone: 'Times are in your time zone: {{zone}}',
  sheikhZone: "The Sheikh's time zone: {{zone}}",
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  loading: 'Loading free times',
  loadFailed: 'The free times could not be loaded.',
  retry: 'Retry',
  notBookable: 'This Sheikh does not take bookings yet.',
  noSlotsDay: 'No free times',
  noSlotsWeek: 'No free times this week. Try the next week.',
  seriesHint: 'Pick one time, or one time on each of several days to repeat them every week.',
  trialHint: 'A trial is a single lesson.',
  repeat: 'Repeat every week for',
  thisWeekOnly: 'This week only',
  weeks_one: '{{count}} week',
  weeks_other: '{{count}} weeks',
  book: 'Book',
  consentFirst: 'Your guardian must agree before you can book.',
  slotsReloaded: 'The free times have been reloaded.',
  booked_one: 'Booked: {{count}} lesson',
  booked_other: 'Booked: {{count}} lessons',
  dialog: {
    title: 'Confirm your booking',
    lessons_one: '{{count}} lesson',
    lessons_other: '{{count}} lessons',
    lesson: '{{day}}, {{start}}–{{end}}',
    skipped: 'Skipped, the Sheikh is away: {{dates}}',
    heldFor: 'Held for you: {{time}}',
    confirm: 'Confirm booking',
    cancel: 'Cancel',
    released: 'The minute to confirm has passed and the time was released.',
    pickAgain: 'Pick again',
  },
};
