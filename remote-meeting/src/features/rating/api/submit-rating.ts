import { apiClient } from '@app/shared';
import { useMutation } from '@tanstack/react-query';

export interface RatingBody {
  meetingId: string;
  rating: number;
  comment: string;
}

/** POST /meetings/rating. */
export async function submitRating(body: RatingBody): Promise<void> {
  await apiClient.post('/meetings/rating', body);
}

/** Sends a rating; a failure is only logged and the dialog closes anyway. */
export function useSubmitRating() {
  return useMutation({
    mutationFn: submitRating,
    onError: (error) => console.error('Rating not saved', error),
  });
}
