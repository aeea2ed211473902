import { currentUserAtom, PageHeader, useTexts } from '@app/shared';
import Container from '@mui/material/Container';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';

interface MainPageProps {
  /** The student's view (teachers list) and the teacher's (waiting room), composed by the app. */
  studentView: ReactNode;
  teacherView: ReactNode;
  /** Shown above either view (the rejoin banner of a lesson still open). */
  banner?: ReactNode;
  /** The booked lessons still ahead, between the banner and either view. */
  upcoming?: ReactNode;
}

/** /main: students find a teacher; teachers wait in the waiting room. */
export function MainPage({ studentView, teacherView, banner, upcoming }: MainPageProps) {
  const { t } = useTexts('meeting');
  const user = useAtomValue(currentUserAtom);
  const isTeacher = user?.role === 'teacher';
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <PageHeader
        title={t(isTeacher ? 'main.teacherTitle' : 'main.studentTitle')}
        subtitle={t(isTeacher ? 'main.teacherSubtitle' : 'main.studentSubtitle')}
      />
      {banner}
      {upcoming}
      {isTeacher ? teacherView : studentView}
    </Container>
  );
}
