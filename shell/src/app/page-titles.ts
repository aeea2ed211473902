import type { Role } from '@app/shared';

/**
 * What names a route's tab: a text of the `shell` namespace's `pageTitles`, `landing` for the
 * landing page (it keeps the document's own title, the app's name), or `page` for a page that
 * names itself after what it shows (a Sheikh's page, by the Sheikh's name).
 */
export type RouteTitle = { key: string } | 'landing' | 'page';

const BY_PATH: Record<string, string | ((role: Role | null) => string)> = {
  profile: 'profile',
  record: (role) => (role === 'student' ? 'myRecord' : 'records'),
  users: (role) => (role === 'student' ? 'teachers' : role === 'teacher' ? 'students' : 'users'),
  rooms: 'rooms',
  reports: 'reports',
  main: (role) => (role === 'teacher' ? 'waitingRoom' : 'findTeacher'),
  history: 'history',
  family: 'family',
  'reset-password': 'resetPassword',
  'verify-email': 'verifyEmail',
  consent: 'consent',
};

/** The title of the page at this path for a signed-in role (null: a visitor). */
export function routeTitleOf(pathname: string, role: Role | null): RouteTitle {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path === '') return 'landing';
  if (/^teachers\/[^/]+$/.test(path)) return 'page';
  const entry = BY_PATH[path];
  const name = entry === undefined ? 'notFound' : typeof entry === 'string' ? entry : entry(role);
  return { key: `pageTitles.${name}` };
}
