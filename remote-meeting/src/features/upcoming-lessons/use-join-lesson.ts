import type { BookedLesson } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { joinBookedLesson } from '../../lib/booking/lessons-api';
import type { JoinLesson } from './join-lesson-slot';

/**
 * A student's Join: first tell the server the student came (the attendance reads it), then
 * place the usual call to the Sheikh. A refusal (the window closed, the lesson was cancelled)
 * places no call and is shown by its code.
 */
export function useJoinLesson(onJoin: JoinLesson) {
  return useMutation({
    mutationFn: async (lesson: BookedLesson) => {
      await joinBookedLesson(lesson.id);
      onJoin(lesson.teacherId);
    },
  });
}
