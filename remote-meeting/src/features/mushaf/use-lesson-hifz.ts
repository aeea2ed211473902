import type { HifzEntry, NewHifzEntry } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getLessonHifz, lessonHifzKey, recordHifz } from './api/hifz-api';

/** The session's lane entries, and the Sheikh's recording of one more (the list then reloads). */
export function useLessonHifz(meetingId: string | null) {
  const queryClient = useQueryClient();
  const entries = useQuery({
    queryKey: lessonHifzKey(meetingId ?? ''),
    queryFn: () => getLessonHifz(meetingId!),
    enabled: Boolean(meetingId),
  });
  const record = useCallback(
    async (entry: NewHifzEntry): Promise<HifzEntry> => {
      if (!meetingId) throw new Error('The session is not synced yet');
      const recorded = await recordHifz(meetingId, entry);
      await queryClient.invalidateQueries({ queryKey: lessonHifzKey(meetingId) });
      return recorded;
    },
    [meetingId, queryClient],
  );
  return { entries, record };
}
