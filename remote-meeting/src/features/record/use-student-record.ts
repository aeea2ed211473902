import { useQuery } from '@tanstack/react-query';
import { loadSurahs } from '../../lib/quran/text-chunks';
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

/** The surahs' names, which the record's grid and lists show (read once a page). */
export function useSurahNames() {
  return useQuery({ queryKey: ['classroom', 'surahs'], queryFn: loadSurahs, staleTime: Infinity });
}
