import type { RemoteName } from './remote-names';

/** One module a remote exposes, as the shell mounts it. */
export interface RemotePageRef {
  remote: RemoteName;
  /** The exposed module, without the leading "./" (e.g. "UsersPage"). */
  module: string;
}

/** The page each remote route mounts, by its path: the route table and the preloads read it. */
export const REMOTE_ROUTE_PAGES = {
  profile: { remote: 'profile', module: 'ProfilePage' },
  users: { remote: 'admin', module: 'UsersPage' },
  rooms: { remote: 'admin', module: 'RoomsPage' },
  reports: { remote: 'admin', module: 'ReportsPage' },
  main: { remote: 'meeting', module: 'MainPage' },
  record: { remote: 'meeting', module: 'RecordPage' },
  teacher: { remote: 'meeting', module: 'TeacherPage' },
  history: { remote: 'meeting', module: 'HistoryPage' },
  family: { remote: 'meeting', module: 'FamilyPage' },
} as const satisfies Record<string, RemotePageRef>;

type RemoteRoute = keyof typeof REMOTE_ROUTE_PAGES;

/** The meeting remote's call layer, mounted on every page of a teacher or a student. */
export const CALL_LAYER: RemotePageRef = { remote: 'meeting', module: 'CallLayer' };

// /main is only for teachers and students, who get the call layer beside it.
const ALSO_MOUNTED: Partial<Record<RemoteRoute, readonly RemotePageRef[]>> = {
  main: [CALL_LAYER],
};

const isRemoteRoute = (path: string): path is RemoteRoute =>
  Object.prototype.hasOwnProperty.call(REMOTE_ROUTE_PAGES, path);

/** The routes whose path has a parameter (the route table's `teachers/:id`), by their pattern. */
const PARAMETER_ROUTES: Partial<Record<RemoteRoute, RegExp>> = {
  teacher: /^teachers\/[^/]+$/,
};

/** The route of a path without its leading and trailing slashes, or null for a shell page. */
function routeOfPath(path: string): RemoteRoute | null {
  if (isRemoteRoute(path) && !PARAMETER_ROUTES[path]) return path;
  const routes = Object.keys(PARAMETER_ROUTES).filter(isRemoteRoute);
  return routes.find((route) => PARAMETER_ROUTES[route]?.test(path)) ?? null;
}

/** The remote modules a page at this path mounts first, or none for a shell-only page. */
export function remotePagesOfPath(pathname: string): readonly RemotePageRef[] {
  const path = routeOfPath(pathname.replace(/^\/+|\/+$/g, ''));
  if (!path) return [];
  return [REMOTE_ROUTE_PAGES[path], ...(ALSO_MOUNTED[path] ?? [])];
}
