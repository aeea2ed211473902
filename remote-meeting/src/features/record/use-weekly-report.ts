import { useQuery } from '@tanstack/react-query';
import { getWeeklyReport } from './api/record-api';

const weeklyReportKey = (studentId: string) => ['hifz', 'week', studentId] as const;

/** One student's last seven days, read with the record. */
export function useWeeklyReport(studentId: string) {
  return useQuery({
    queryKey: weeklyReportKey(studentId),
    queryFn: () => getWeeklyReport(studentId),
  });
}
