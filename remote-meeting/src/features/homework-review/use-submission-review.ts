import type {
  Homework,
  HomeworkMark,
  HomeworkReview,
  HomeworkSubmission,
  NewHomeworkMark,
} from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { HOMEWORK_KEY } from '../../lib/homework/homework-keys';
import { addHomeworkMark, removeHomeworkMark, reviewSubmission } from './api/review-api';
import { currentMarks } from './review-rules';

/**
 * The Sheikh's marking and review of one recording. Marks show as soon as the API keeps them;
 * after each change every homework list (the record's, the lesson's, the waiting list) reloads.
 */
export function useSubmissionReview(homework: Homework, submission: HomeworkSubmission) {
  const queryClient = useQueryClient();
  const ids = { homeworkId: homework.id, submissionId: submission.id };
  const [added, setAdded] = useState<HomeworkMark[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const marks = useMemo(
    () => currentMarks(submission.marks, added, removed),
    [submission.marks, added, removed],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: HOMEWORK_KEY });

  const addMark = useMutation({
    mutationFn: (mark: NewHomeworkMark) => addHomeworkMark(ids, mark),
    onSuccess: (mark) => {
      setAdded((shown) => [...shown, mark]);
      void refresh();
    },
  });
  const removeMark = useMutation({
    mutationFn: async (mark: HomeworkMark) => {
      await removeHomeworkMark(ids, mark.id);
      return mark.id;
    },
    onSuccess: (id) => {
      setRemoved((shown) => new Set([...shown, id]));
      void refresh();
    },
  });
  const review = useMutation({
    mutationFn: (input: HomeworkReview) => reviewSubmission(ids, input),
    onSuccess: () => {
      void refresh();
    },
  });
  return { marks, addMark, removeMark, review };
}
