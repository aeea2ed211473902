import type { ListedTeacher } from '@app/shared';

/** A users-list entry as allUsersList sends it; tests override only what they are about. */
export function listedUser(overrides: Partial<ListedTeacher> = {}): ListedTeacher {
  return {
    _id: 'u1',
    name: 'Sheikh Yusuf Karim',
    role: 'teacher',
    avatar: null,
    totalReviews: 0,
    averageRating: 0,
    experience: null,
    specializations: [],
    languages: [],
    gender: null,
    lessonsTaught: 0,
    bio: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isOnline: true,
    isBusy: false,
    inMeeting: false,
    status: 'online',
    lastSeen: null,
    ...overrides,
  };
}
