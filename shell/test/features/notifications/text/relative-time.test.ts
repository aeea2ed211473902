import { relativeTime } from '../../../../src/features/notifications/text/relative-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

it.each([
  [0, 'now'],
  [59, '59 seconds ago'],
  [60, '1 minute ago'],
  [89 * 60, '1 hour ago'],
  [90 * 60, '1 hour ago'],
  [119 * 60 + 59, '1 hour ago'],
  [120 * 60, '2 hours ago'],
  [36 * 3600, 'yesterday'],
  [3 * 24 * 3600, '3 days ago'],
])('%i seconds ago reads "%s" in English, counting whole units down', (seconds, text) => {
  expect(relativeTime(ago(seconds), 'en', NOW)).toBe(text);
});

it('speaks Arabic', () => {
  expect(relativeTime(ago(5 * 60), 'ar', NOW)).toBe('قبل 5 دقائق');
});
