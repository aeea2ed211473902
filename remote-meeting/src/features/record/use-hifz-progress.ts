import { useQuery } from '@tanstack/react-query';
import { getHifzProgress } from './api/record-api';

const hifzProgressKey = (studentId: string) => ['hifz', 'progress', studentId] as const;

/** One student's hifz: read with the record, by whoever may read the record. */
export function useHifzProgress(studentId: string) {
  return useQuery({
    queryKey: hifzProgressKey(studentId),
    queryFn: () => getHifzProgress(studentId),
  });
}
