/**
 * The booked lessons still ahead on /main (namespace `upcoming`), English. A lesson names the
 * other person only, so no text needs that person's gender.
 */
export const upcomingEn = {
  title: 'Upcoming lessons',
  timesIn: 'Times in {{zone}}',
  lessonWith: 'Lesson with {{name}}',
  when: '{{weekday}}, {{date}} · {{start}}–{{end}}',
  trial: 'Trial',
  countdown: {
    startsIn: 'Starts in {{time}}',
    hoursAndMinutes: '{{hourPart}} {{minutePart}}',
    hours_one: '{{count}} h',
    hours_other: '{{count}} h',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
    now: 'Now',
  },
  join: {
    button: 'Join',
    label: 'Join the lesson with {{name}}',
    opensBefore_one: 'Join opens {{count}} minute before the lesson',
    opensBefore_other: 'Join opens {{count}} minutes before the lesson',
    teacherRings: "The student's call will ring here",
  },
  later: 'Later',
  showAll_one: 'Show all {{count}}',
  showAll_other: 'Show all {{count}}',
  showFewer: 'Show fewer',
  cancelled: {
    you: 'Cancelled by you',
    teacher: 'Cancelled by the Sheikh',
    student: 'Cancelled by the student',
    unknown: 'Cancelled',
  },
  cancel: {
    button: 'Cancel lesson',
    label: 'Cancel lesson with {{name}}, {{when}}',
    title: 'Cancel this lesson?',
    lateWarning_one: 'Cancelling less than {{count}} hour before counts as a late cancellation.',
    lateWarning_other: 'Cancelling less than {{count}} hours before counts as a late cancellation.',
    keep: 'Keep it',
    confirm: 'Cancel lesson',
    done: 'The lesson was cancelled.',
  },
  loadFailed: 'Your booked lessons could not be loaded.',
  retry: 'Retry',
};
