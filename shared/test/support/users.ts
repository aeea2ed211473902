import type { ListedTeacher, User } from '../../src/protocol';

/** A plausible signed-in user; tests override only what they are about. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Aisha Rahman',
    email: 'aisha@example.org',
    phone: null,
    username: null,
    birthYear: null,
    role: 'student',
    loginMethod: 'email',
    verified: true,
    status: 'active',
    statusReason: null,
    active: true,
    lastLogin: null,
    avatar: null,
    totalReviews: 0,
    averageRating: 0,
    isOnline: true,
    isBusy: false,
    inMeeting: false,
    experience: null,
    specializations: [],
    languages: [],
    gender: null,
    lessonsTaught: 0,
    bio: null,
    conduct: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A users-list entry as allUsersList sends it to a student: a teacher's public fields and presence. */
export function makeListedUser(overrides: Partial<ListedTeacher> = {}): ListedTeacher {
  const {
    email: _email,
    phone: _phone,
    loginMethod: _loginMethod,
    verified: _verified,
    status: _status,
    statusReason: _statusReason,
    active: _active,
    conduct: _conduct,
    updatedAt: _updatedAt,
    lastLogin: _lastLogin,
    ...user
  } = makeUser();
  return { ...user, status: user.isOnline ? 'online' : 'offline', lastSeen: null, ...overrides };
}
