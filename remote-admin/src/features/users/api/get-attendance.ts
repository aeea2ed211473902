import { useQuery } from '@tanstack/react-query';
import { apiClient, type AttendanceCounts } from '@app/shared';
import { usersKeys } from './users-keys';

/** `GET /admin/users/{id}/attendance`: a user's booked lessons counted by outcome. */
export async function getAttendance(userId: string): Promise<AttendanceCounts> {
  const { data } = await apiClient.call('booking.attendanceOf', { params: { id: userId } });
  return data;
}

export function useAttendance(userId: string) {
  return useQuery({
    queryKey: usersKeys.attendance(userId),
    queryFn: () => getAttendance(userId),
  });
}
