import type { MeetingRoom } from '@app/shared';

/** The four summary tiles of the rooms overview, over the rooms loaded so far. */
export interface RoomStats {
  loaded: number;
  active: number;
  completed: number;
  /** Mean of every rating given in those rooms; 0 when none was rated. */
  averageRating: number;
}

export function roomStats(rooms: readonly MeetingRoom[]): RoomStats {
  let ratings = 0;
  let ratingSum = 0;
  for (const room of rooms) {
    // Weighted by each room's count, so a room rated once does not weigh as much as one rated five times.
    ratings += room.totalRatings;
    ratingSum += room.averageRating * room.totalRatings;
  }
  return {
    loaded: rooms.length,
    active: rooms.filter((room) => room.status === 'active').length,
    completed: rooms.filter((room) => room.status === 'ended').length,
    averageRating: ratings > 0 ? ratingSum / ratings : 0,
  };
}
