import { chooseNextTeacher } from '../../../src/features/call/next-teacher';
import { listedUser } from '../../support/users';

const teacher = (id: string, averageRating: number, overrides = {}) =>
  listedUser({ _id: id, name: `Sheikh ${id}`, averageRating, totalReviews: 1, ...overrides });

it('offers the best-rated online, idle teacher', () => {
  const users = [teacher('a', 3.5), teacher('b', 4.8), teacher('c', 4.1)];
  expect(chooseNextTeacher(users, [])).toEqual({
    userId: 'b',
    name: 'Sheikh b',
    avatar: null,
    gender: null,
  });
});

it('leaves out the teachers already tried in this attempt', () => {
  const users = [teacher('a', 3.5), teacher('b', 4.8), teacher('c', 4.1)];
  expect(chooseNextTeacher(users, ['b'])?.userId).toBe('c');
  expect(chooseNextTeacher(users, ['b', 'c'])?.userId).toBe('a');
});

it('leaves out the offline, the busy and those in a session, and non-teachers', () => {
  const users = [
    teacher('offline', 5, { isOnline: false, status: 'offline' }),
    teacher('busy', 5, { isBusy: true, status: 'busy' }),
    teacher('inSession', 5, { inMeeting: true, status: 'inMeeting' }),
    listedUser({ _id: 'student', role: 'student', averageRating: 5 }),
    teacher('idle', 1),
  ];
  expect(chooseNextTeacher(users, [])?.userId).toBe('idle');
});

it('offers nobody when no teacher is left', () => {
  expect(chooseNextTeacher([teacher('a', 4)], ['a'])).toBeNull();
  expect(chooseNextTeacher([], [])).toBeNull();
});

it('breaks ties by the number of ratings, then by name', () => {
  const users = [
    teacher('z', 4, { name: 'Sheikh Zaid', totalReviews: 3 }),
    teacher('y', 4, { name: 'Sheikh Yahya', totalReviews: 9 }),
    teacher('x', 4, { name: 'Sheikh Bakr', totalReviews: 9 }),
  ];
  expect(chooseNextTeacher(users, [])?.name).toBe('Sheikh Bakr');
  expect(chooseNextTeacher(users, ['x'])?.name).toBe('Sheikh Yahya');
});
