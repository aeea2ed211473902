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
};
