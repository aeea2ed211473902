import type { ListedTeacher, UsersListDelta, UsersListEntry } from '../protocol/socket-payloads';

/** True for a teacher's entry; every teacher entry carries the public teacher fields. */
export function isListedTeacher(entry: UsersListEntry): entry is ListedTeacher {
  return entry.role === 'teacher';
}

/** The list after one `users:delta`; entries keep their order, new ones go last. */
export function applyUsersListDelta(
  list: readonly UsersListEntry[],
  delta: UsersListDelta,
): UsersListEntry[] {
  switch (delta.type) {
    case 'presence': {
      const { type: _type, _id, ...presence } = delta;
      return list.map((entry) => (entry._id === _id ? { ...entry, ...presence } : entry));
    }
    case 'upsert': {
      const exists = list.some((entry) => entry._id === delta.user._id);
      return exists
        ? list.map((entry) => (entry._id === delta.user._id ? delta.user : entry))
        : [...list, delta.user];
    }
    case 'remove':
      return list.filter((entry) => entry._id !== delta._id);
  }
}
