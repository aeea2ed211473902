import { lastSeenLabel } from '../../../src/features/teachers/last-seen';

const now = Date.parse('2025-06-01T12:00:00Z');
const ago = (ms: number) => ({ isOnline: false, lastSeen: new Date(now - ms).toISOString() });

it.each([
  [{ isOnline: true, lastSeen: null }, { key: 'onlineNow' }],
  [{ isOnline: false, lastSeen: null }, { key: 'never' }],
  [ago(59_000), { key: 'justNow' }],
  [ago(60_000), { key: 'minutes', count: 1 }],
  [ago(59 * 60_000), { key: 'minutes', count: 59 }],
  [ago(3 * 3_600_000), { key: 'hours', count: 3 }],
  [ago(2 * 86_400_000 + 5), { key: 'days', count: 2 }],
])('%j reads %j', (teacher, label) => {
  expect(lastSeenLabel(teacher, now)).toEqual(label);
});
