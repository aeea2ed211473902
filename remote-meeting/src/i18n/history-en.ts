/** The session history's texts (namespace `history`), English. */
export const historyEn = {
  title: 'Session history',
  subtitle: {
    student: 'Your past sessions and the rating you gave each one.',
    teacher: 'Your past sessions and the ratings your students gave.',
  },
  columns: {
    date: 'Date',
    teacher: 'Sheikh',
    student: 'Student',
    duration: 'Duration',
    ratingGiven: 'Your rating',
    ratingReceived: 'Rating received',
    ratingByChild: "The child's rating",
    actions: 'Actions',
  },
  stars_one: '{{count}} star out of 5',
  stars_other: '{{count}} stars out of 5',
  notRated: {
    student: 'You did not rate this session',
    teacher: 'Not rated',
    guardian: 'Not rated',
  },
  ratedBy: '{{name}}:',
  underMinute: 'Under a minute',
  sessionWith: 'Session with {{names}}',
  empty: {
    student: 'No past sessions yet. The sessions you finish will appear here.',
    teacher: 'No past sessions yet. The sessions you teach will appear here.',
    guardian: 'No past sessions yet. The sessions this child finishes will appear here.',
  },
  shown_one: '{{count}} session shown',
  shown_other: '{{count}} sessions shown',
  loadMore: 'Load more',
  loadError: 'The session history could not be loaded.',
  retry: 'Retry',
  // Past booked lessons: each names the other person, whose gender the Arabic follows.
  booked: {
    title: 'Booked lessons',
    subtitle: {
      student: 'Your booked lessons whose time has passed, and what became of each.',
      teacher: 'Lessons booked with you whose time has passed, and what became of each.',
    },
    timesIn: 'Times in {{zone}}',
    lessonWith: 'Lesson with {{name}}',
    when: '{{weekday}}, {{date}} · {{start}}–{{end}}',
    trial: 'Trial',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    outcome: {
      attended: 'Attended',
      youAbsent: 'You were absent',
      studentAbsent: 'Student absent',
      sheikhAbsent: 'Sheikh absent',
      cancelledByYou: 'Cancelled by you',
      cancelledByTeacher: 'Cancelled by the Sheikh',
      cancelledByStudent: 'Cancelled by the student',
      cancelled: 'Cancelled',
      undecided: 'Attendance not decided yet',
    },
    late: 'Late cancellation',
    empty: {
      student:
        'No past booked lessons yet. The lessons you book appear here once their time has passed.',
      teacher:
        'No past booked lessons yet. The lessons booked with you appear here once their time has passed.',
    },
    shown_one: '{{count}} booked lesson shown',
    shown_other: '{{count}} booked lessons shown',
    loadError: 'Your past booked lessons could not be loaded.',
  },
};
