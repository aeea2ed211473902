import type { RoomsPage, RoomStatusFilter } from '../../../shared/src/protocol';
import type { DemoSession } from './demo-session';

/** How many rooms the API lists for a filter, walking its pages as an admin. */
export async function countRooms(admin: DemoSession, status: RoomStatusFilter): Promise<number> {
  let total = 0;
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '100', status });
    if (cursor) query.set('cursor', cursor);
    const response = await admin.api.get(`/meetings/admin/rooms?${query.toString()}`);
    if (!response.ok()) throw new Error(`rooms: ${response.status()} ${await response.text()}`);
    const page = (await response.json()) as RoomsPage;
    total += page.rooms.length;
    cursor = page.nextCursor;
  } while (cursor);
  return total;
}
