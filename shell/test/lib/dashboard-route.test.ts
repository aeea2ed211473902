import { ROLES } from '@app/shared';
import { dashboardRouteFor, loginDestinationFor } from '../../src/lib/dashboard-route';

it.each([
  ['superadmin', '/rooms', '/rooms'],
  ['admin', '/users', '/rooms'],
  ['teacher', '/main', '/main'],
  ['guardian', '/family', '/family'],
  ['student', '/main', '/main'],
] as const)('%s starts at %s and lands on %s after login', (role, dashboard, login) => {
  expect(dashboardRouteFor(role)).toBe(dashboard);
  expect(loginDestinationFor(role)).toBe(login);
});

it('knows every role', () => {
  for (const role of ROLES) expect(loginDestinationFor(role)).toMatch(/^\//);
});
