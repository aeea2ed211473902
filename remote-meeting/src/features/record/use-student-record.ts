import { useQuery } from '@tanstack/react-query';
import { getRecord } from './api/record-api';

export const recordKey = (studentId: string) => ['classroom', 'record', studentId] as const;

/** One student's record, asked once a student is chosen. */
export function useStudentRecord(studentId: string | null) {
  return useQuery({
    queryKey: recordKey(studentId ?? ''),
    queryFn: () => getRecord(studentId!),
    enabled: Boolean(studentId),
  });
}
