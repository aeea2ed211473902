import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKED_LESSONS_KEY } from '../../lib/booking/booking-keys';
import { cancelBookedLesson } from '../../lib/booking/lessons-api';

/**
 * Cancels one booked lesson. The lists are reloaded either way: a refusal (the lesson started
 * meanwhile, or the other side cancelled it first) means the list on screen is out of date.
 */
export function useCancelLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBookedLesson,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKED_LESSONS_KEY }),
  });
}
