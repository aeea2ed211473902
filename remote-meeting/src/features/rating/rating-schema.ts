import { COMMENT_MAX, RATING_MAX, RATING_MIN } from '@app/shared';
import { number, object, string } from 'yup';

/** The rating rules; messages are translation keys under `rating.errors`. */
export const ratingSchema = object({
  rating: number().nullable().required('required').min(RATING_MIN, 'min').max(RATING_MAX, 'max'),
  comment: string().max(COMMENT_MAX, 'commentMax'),
});

export interface RatingValues {
  rating: number | null;
  comment: string;
}

export const EMPTY_RATING: RatingValues = { rating: null, comment: '' };
