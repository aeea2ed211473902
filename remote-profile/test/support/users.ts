import type { User } from '@app/shared';

/** A plausible signed-in user; tests override only what they are about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Aisha Rahman',
    email: 'aisha@example.org',
    phone: null,
    role: 'student',
    loginMethod: 'email',
    verified: true,
    active: true,
    lastLogin: null,
    avatar: null,
    totalReviews: 0,
    averageRating: 0,
    isOnline: true,
    isBusy: false,
    inMeeting: false,
    experience: null,
    specialization: null,
    bio: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
