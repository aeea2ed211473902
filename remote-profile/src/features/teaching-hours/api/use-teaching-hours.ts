import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchTeachingHours, saveTeachingHours, TEACHING_HOURS_KEY } from './teaching-hours-api';

export function useTeachingHours() {
  return useQuery({ queryKey: TEACHING_HOURS_KEY, queryFn: fetchTeachingHours });
}

/** Saves the hours and keeps the answer as the loaded ones, so a revisit shows them at once. */
export function useSaveTeachingHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeachingHours,
    onSuccess: (saved) => queryClient.setQueryData(TEACHING_HOURS_KEY, saved),
  });
}
