import type { MeetingRoom } from '@app/shared';
import { roomStats } from '../../../src/features/rooms/lib/room-stats';

const room = (status: MeetingRoom['status'], averageRating = 0, totalRatings = 0) =>
  ({ status, averageRating, totalRatings }) as MeetingRoom;

describe('rooms summary tiles', () => {
  it('count loaded, active and completed rooms', () => {
    const stats = roomStats([room('active'), room('ended'), room('ended'), room('scheduled')]);
    expect(stats).toMatchObject({ loaded: 4, active: 1, completed: 2 });
  });

  it('average every rating given, not every room', () => {
    // One room rated 5 once, one rated 2 three times: (5 + 2 * 3) / 4 = 2.75.
    expect(roomStats([room('ended', 5, 1), room('ended', 2, 3), room('ended')]).averageRating).toBe(
      2.75,
    );
    expect(roomStats([room('ended')]).averageRating).toBe(0);
  });
});
