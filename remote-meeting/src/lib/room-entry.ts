import type { LessonWatcher } from '@app/shared';

/**
 * The server's answer to the latest entry into a lesson's room: who else was in it, and who
 * watches. Each entry (the first, and again after a lost connection) is a new object, which the
 * video view answers (the one who enters last offers, to the other participant and to each
 * watcher).
 */
export interface RoomEntry {
  participants: readonly string[];
  watchers: readonly LessonWatcher[];
}
