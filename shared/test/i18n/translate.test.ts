import { translate, type TextSource } from '../../src/i18n/translate';

const bundles: Record<string, Record<string, unknown>> = {
  'en:common': {
    greeting: 'Hello {{name}}',
    students_zero: 'No students',
    students_one: '{{count}} student',
    students_other: '{{count}} students',
    declined: 'The Sheikh is not available',
    declined_female: 'The teacher (f) is not available',
    lessons_one: 'one lesson',
    lessons_other: '{{count}} lessons',
    lessons_female_other: '{{count}} lessons with her',
    apiErrors: { 'meetings.ended': 'This session has ended' },
  },
  'en:meeting': { title: 'Lesson' },
  'ar:common': {
    students_zero: 'لا طلاب',
    students_one: 'طالب واحد',
    students_two: 'طالبان',
    students_few: '{{count}} طلاب',
    students_many: '{{count}} طالبًا',
    students_other: '{{count}} طالب',
  },
};

const source: TextSource = {
  bundle: (language, namespace) => bundles[`${language}:${namespace}`],
  escape: (value) => `[${value}]`,
};
const t = (key: string, options?: Parameters<typeof translate>[4], language = 'en') =>
  translate(source, language, 'common', key, options);

it('finds nested keys, keys that hold dots, and other namespaces', () => {
  expect(t('apiErrors.meetings.ended')).toBe('This session has ended');
  expect(t('meeting:title')).toBe('Lesson');
  expect(t('title', { ns: 'meeting' })).toBe('Lesson');
});

it('fills placeholders with escaped values and leaves a missing one visible', () => {
  expect(t('greeting', { name: 'Amina' })).toBe('Hello [Amina]');
  expect(t('greeting')).toBe('Hello {{name}}');
});

it('picks the plural form from count: English zero, one and other', () => {
  expect(t('students', { count: 0 })).toBe('No students');
  expect(t('students', { count: 1 })).toBe('[1] student');
  expect(t('students', { count: 7 })).toBe('[7] students');
});

it('gives Arabic all six forms', () => {
  const ar = (count: number) => t('students', { count }, 'ar');
  expect([0, 1, 2, 3, 11, 100].map(ar)).toEqual([
    'لا طلاب',
    'طالب واحد',
    'طالبان',
    '[3] طلاب',
    '[11] طالبًا',
    '[100] طالب',
  ]);
});

it('prefers the variant of the context, then the bare text', () => {
  expect(t('declined', { context: 'female' })).toBe('The teacher (f) is not available');
  expect(t('declined', { context: 'male' })).toBe('The Sheikh is not available');
  expect(t('declined')).toBe('The Sheikh is not available');
  expect(t('lessons', { context: 'female', count: 2 })).toBe('[2] lessons with her');
  expect(t('lessons', { context: 'female', count: 1 })).toBe('one lesson');
});

it('answers the default value, or the key, when there is no text', () => {
  expect(t('fields.unknown', { defaultValue: 'a value' })).toBe('a value');
  expect(t('fields.unknown')).toBe('fields.unknown');
  expect(t('meeting:missing')).toBe('missing');
});

it('reads another language when asked', () => {
  expect(t('students', { count: 2, lng: 'ar' })).toBe('طالبان');
});
