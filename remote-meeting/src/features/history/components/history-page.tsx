import type { ReactNode } from 'react';
import { currentUserAtom, PageHeader, PageSpinner, useTexts } from '@app/shared';
import Box from '@mui/material/Box';
import { useAtomValue } from 'jotai';
import { useHistory } from '../api/get-history';
import { BookedLessonsSection } from './booked-lessons-section';
import { LessonHistoryList } from './lesson-history-list';
import type { RowAction } from './row-action';

interface HistoryPageProps {
  /** What each lesson offers besides its record (Report), composed by the app. */
  rowAction?: RowAction;
  /** Shown under the history whatever it holds (the student's blocked Sheikhs). */
  footer?: ReactNode;
}

/**
 * /history: a student's or teacher's past sessions with their ratings, newest first, then the
 * past booked lessons with their attendance.
 */
export function HistoryPage({ rowAction, footer }: HistoryPageProps) {
  const user = useAtomValue(currentUserAtom);
  if (!user) return <PageSpinner />;
  // The route lets only teachers and students in; anyone else sees a student's empty view.
  return (
    <HistoryOf
      userId={user._id}
      viewer={user.role === 'teacher' ? 'teacher' : 'student'}
      rowAction={rowAction}
      footer={footer}
    />
  );
}

function HistoryOf({
  userId,
  viewer,
  rowAction,
  footer,
}: HistoryPageProps & { userId: string; viewer: 'teacher' | 'student' }) {
  const { t } = useTexts('history');
  const query = useHistory(userId);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <PageHeader title={t('title')} subtitle={t(`subtitle.${viewer}`)} />
      <LessonHistoryList query={query} viewer={viewer} rowAction={rowAction} />
      <BookedLessonsSection userId={userId} viewer={viewer} />
      {footer}
    </Box>
  );
}
