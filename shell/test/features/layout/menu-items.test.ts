import { labelKeyOf, menuGroupsFor } from '../../../src/features/layout/menu-items';

const routesOf = (role: Parameters<typeof menuGroupsFor>[0]) =>
  menuGroupsFor(role).flatMap(({ group, items }) => items.map((item) => `${group}:${item.route}`));

describe('the side menu', () => {
  it('shows admins the system group and no meeting item', () => {
    expect(routesOf('admin')).toEqual([
      'general:/',
      'account:/profile',
      'system:/users',
      'system:/rooms',
      'system:/reports',
      'system:/record',
    ]);
    expect(routesOf('superadmin')).toEqual(routesOf('admin'));
  });

  it('shows teachers and students the meeting item and no system group', () => {
    expect(routesOf('teacher')).toEqual([
      'general:/',
      'account:/profile',
      'meeting:/main',
      'meeting:/record',
      'meeting:/history',
    ]);
    expect(routesOf('student')).toEqual(routesOf('teacher'));
  });

  it('shows guardians their family page and no meeting or system item', () => {
    expect(routesOf('guardian')).toEqual(['general:/', 'general:/family', 'account:/profile']);
    expect(routesOf('student')).not.toContain('general:/family');
  });

  it('labels the meeting item by role', () => {
    const meeting = menuGroupsFor('student').find(({ group }) => group === 'meeting')?.items[0];
    if (!meeting) throw new Error('no meeting item');
    expect(labelKeyOf(meeting, 'student')).toBe('menu.items.findTeacher');
    expect(labelKeyOf(meeting, 'teacher')).toBe('menu.items.findStudent');
  });
});
