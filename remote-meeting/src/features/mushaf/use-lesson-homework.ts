import type { Homework, NewHomework } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { homeworkOfStudentKey } from '../../lib/homework/homework-keys';
import { getStudentHomework, setHomework } from './api/homework-api';

/**
 * The homework set in this session, and the Sheikh's setting of one more. The list is the
 * student's (filtered to this session), so it needs the student: known from the session's
 * lane entries, or from the homework just set.
 */
export function useLessonHomework(meetingId: string | null, knownStudentId: string | null) {
  const queryClient = useQueryClient();
  const [setFor, setSetFor] = useState<string | null>(null);
  const studentId = setFor ?? knownStudentId;
  const homework = useQuery({
    queryKey: homeworkOfStudentKey(studentId ?? ''),
    queryFn: () => getStudentHomework(studentId!),
    enabled: Boolean(studentId),
    select: (all: Homework[]) => all.filter((entry) => entry.meetingId === meetingId),
  });
  const set = useCallback(
    async (input: NewHomework): Promise<Homework> => {
      if (!meetingId) throw new Error('The session is not synced yet');
      const added = await setHomework(meetingId, input);
      setSetFor(added.studentId);
      await queryClient.invalidateQueries({ queryKey: homeworkOfStudentKey(added.studentId) });
      return added;
    },
    [meetingId, queryClient],
  );
  return { homework, set, studentKnown: studentId !== null };
}
