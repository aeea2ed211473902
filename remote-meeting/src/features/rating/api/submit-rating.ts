import { apiClient, type RatingRequest } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

/** POST /meetings/rating. */
export async function submitRating(body: RatingRequest): Promise<void> {
  await apiClient.call('meetings.rate', { body });
}

/** Sends a rating; a failure is only logged and the dialog closes anyway. */
export function useSubmitRating() {
  return useMutation({
    mutationFn: submitRating,
    onError: (error) => console.error('Rating not saved', error),
  });
}
