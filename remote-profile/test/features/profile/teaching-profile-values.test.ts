import {
  BIO_MAX,
  EXPERIENCE_MAX,
  SPECIALIZATIONS,
  TEACHING_LANGUAGES,
  TEACHING_LANGUAGES_MAX,
} from '@app/shared';
import { makeUser } from '../../../../shared/test/support/users';
import {
  teachingProfileProblems,
  teachingProfileUpdate,
  teachingValuesOf,
  toggled,
  type TeachingProfileValues,
} from '../../../src/features/profile/schemas/teaching-profile-values';

const blank: TeachingProfileValues = {
  bio: '',
  experience: '',
  specializations: [],
  languages: [],
  gender: '',
};

describe('teaching profile limits', () => {
  it('accepts texts and lists up to the limits, counting trimmed text', () => {
    expect(
      teachingProfileProblems({
        ...blank,
        bio: ` ${'b'.repeat(BIO_MAX)} `,
        experience: 'e'.repeat(EXPERIENCE_MAX),
        languages: TEACHING_LANGUAGES.slice(0, TEACHING_LANGUAGES_MAX),
      }),
    ).toEqual({});
  });

  it('names each field past its limit', () => {
    expect(
      teachingProfileProblems({
        ...blank,
        bio: 'b'.repeat(BIO_MAX + 1),
        experience: 'e'.repeat(EXPERIENCE_MAX + 1),
        languages: TEACHING_LANGUAGES.slice(0, TEACHING_LANGUAGES_MAX + 1),
      }),
    ).toEqual({ bio: 'tooLong', experience: 'tooLong', languages: 'tooMany' });
  });
});

describe('teaching profile values', () => {
  it('start from the saved user and send empty texts and gender as cleared', () => {
    const user = makeUser({
      role: 'teacher',
      bio: null,
      experience: '5 years',
      specializations: ['hifz'],
      languages: ['ar'],
      gender: null,
    });
    const values = teachingValuesOf(user);
    expect(values).toEqual({
      bio: '',
      experience: '5 years',
      specializations: ['hifz'],
      languages: ['ar'],
      gender: '',
    });
    expect(teachingProfileUpdate({ ...values, experience: '  ', bio: ' Hi ' })).toEqual({
      bio: 'Hi',
      experience: null,
      specializations: ['hifz'],
      languages: ['ar'],
      gender: null,
    });
  });

  it('ticks and unticks in the list order', () => {
    expect(toggled(SPECIALIZATIONS, ['hifz'], 'tajweed', true)).toEqual(['tajweed', 'hifz']);
    expect(toggled(SPECIALIZATIONS, ['tajweed', 'hifz'], 'tajweed', false)).toEqual(['hifz']);
  });
});
