import type { RouteTable } from './route-table';

/**
 * Families: a student's own standing (minor, consent, locked settings), a guardian's children
 * and their lessons, the consent link, and the admins' view of who looks after whom.
 */
export const FAMILY_ROUTES = {
  'family.standing': { method: 'GET', path: '/family/me' },
  'family.sendConsentMail': { method: 'POST', path: '/family/me/consent-mail' },
  'family.children': { method: 'GET', path: '/family/children' },
  'family.addChild': { method: 'POST', path: '/family/children' },
  'family.updateSafety': { method: 'PUT', path: '/family/children/:id/safety' },
  'family.resetPassword': { method: 'PUT', path: '/family/children/:id/password' },
  'family.invite': { method: 'POST', path: '/family/children/:id/invitations' },
  'family.leave': { method: 'DELETE', path: '/family/children/:id' },
  'family.lessons': { method: 'GET', path: '/family/children/:id/lessons' },
  'family.blocks': { method: 'GET', path: '/family/children/:id/blocks' },
  'family.block': { method: 'PUT', path: '/family/children/:id/blocks/:teacherId' },
  'family.unblock': { method: 'DELETE', path: '/family/children/:id/blocks/:teacherId' },
  'family.consentRequest': { method: 'GET', path: '/family/consent' },
  'family.consent': { method: 'POST', path: '/family/consent' },
  'guardians.list': { method: 'GET', path: '/admin/users/:id/guardians' },
  'guardians.link': { method: 'PUT', path: '/admin/users/:id/guardians/:guardianId' },
  'guardians.unlink': { method: 'DELETE', path: '/admin/users/:id/guardians/:guardianId' },
} as const satisfies RouteTable;
