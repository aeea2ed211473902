import { currentUserAtom, type appStore } from '@app/shared';
import type { SessionEvents } from '../../lib/session-events';
import { ratingRequestAtom } from './rating-atoms';

/** After a meeting a student attended closes, the rating dialog opens (docs/product.md#sessions-and-state). */
export function attachRatingRequests(store: typeof appStore, events: SessionEvents): () => void {
  return events.on('meetingClosed', ({ meetingId, attended, teacher }) => {
    if (attended && store.get(currentUserAtom)?.role === 'student') {
      store.set(ratingRequestAtom, { meetingId, teacher });
    }
  });
}
