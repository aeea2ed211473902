import { routeTitleOf } from '../../src/app/page-titles';

it.each([
  ['/', null, 'landing'],
  ['/teachers/abc', null, 'page'],
  ['/profile', 'admin', { key: 'pageTitles.profile' }],
  ['/main', 'student', { key: 'pageTitles.findTeacher' }],
  ['/main', 'teacher', { key: 'pageTitles.waitingRoom' }],
  ['/users', 'admin', { key: 'pageTitles.users' }],
  ['/users', 'student', { key: 'pageTitles.teachers' }],
  ['/users', 'teacher', { key: 'pageTitles.students' }],
  ['/record', 'student', { key: 'pageTitles.myRecord' }],
  ['/record/', 'teacher', { key: 'pageTitles.records' }],
  ['/rooms', 'superadmin', { key: 'pageTitles.rooms' }],
  ['/reports', 'admin', { key: 'pageTitles.reports' }],
  ['/history', 'student', { key: 'pageTitles.history' }],
  ['/family', 'guardian', { key: 'pageTitles.family' }],
  ['/consent', null, { key: 'pageTitles.consent' }],
  ['/reset-password', null, { key: 'pageTitles.resetPassword' }],
  ['/nowhere', null, { key: 'pageTitles.notFound' }],
] as const)('%s for %s is titled %j', (path, role, title) => {
  expect(routeTitleOf(path, role)).toEqual(title);
});
