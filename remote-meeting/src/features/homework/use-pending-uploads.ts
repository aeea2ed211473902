import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { homeworkKey } from './api/homework-api';
import { homeworkUploads } from './homework-uploads';
import type { PendingUpload } from './upload-queue';

/**
 * A student's recordings not yet on the server. For the student's own page (`resume`), those
 * kept from an earlier visit are sent again when it opens and whenever the browser is back
 * online; a recording once stored refreshes the homework list.
 */
export function usePendingUploads(studentId: string, resume: boolean): readonly PendingUpload[] {
  const uploads = useSyncExternalStore(homeworkUploads.subscribe, homeworkUploads.snapshot);
  const queryClient = useQueryClient();

  useEffect(
    () =>
      homeworkUploads.onSent((recording) =>
        recording.studentId === studentId
          ? queryClient.invalidateQueries({ queryKey: homeworkKey(studentId) })
          : undefined,
      ),
    [queryClient, studentId],
  );

  useEffect(() => {
    if (!resume) return undefined;
    const sendWaiting = () => void homeworkUploads.resume(studentId);
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    return () => window.removeEventListener('online', sendWaiting);
  }, [resume, studentId]);

  return useMemo(
    () => uploads.filter((upload) => upload.recording.studentId === studentId),
    [uploads, studentId],
  );
}
