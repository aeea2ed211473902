import type { Role } from '@app/shared/core';

/**
 * Where a role's work starts. Login sends admins and superadmins to /rooms, guardians to their
 * children (/family) and the others to /main, while the admin's dashboard button goes to /users.
 */
export function dashboardRouteFor(role: Role): string {
  switch (role) {
    case 'superadmin':
      return '/rooms';
    case 'admin':
      return '/users';
    case 'guardian':
      return '/family';
    case 'teacher':
    case 'student':
      return '/main';
  }
}

/**
 * After login, admins and superadmins land on /rooms, guardians on /family, teachers and
 * students on /main.
 */
export function loginDestinationFor(role: Role): string {
  switch (role) {
    case 'superadmin':
    case 'admin':
      return '/rooms';
    case 'guardian':
      return '/family';
    case 'teacher':
    case 'student':
      return '/main';
  }
}
