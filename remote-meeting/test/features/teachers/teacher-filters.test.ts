import {
  filterTeachers,
  filtersFromQuery,
  filtersToQuery,
  isFiltered,
  NO_TEACHER_FILTERS,
  searchKey,
  type TeacherFilters,
} from '../../../src/features/teachers/teacher-filters';
import { listedUser } from '../../support/users';

const abdullah = listedUser({
  _id: 'a',
  name: 'Sheikh Abdullah Rahman',
  specializations: ['tajweed', 'qiraat'],
  languages: ['ar', 'en'],
  gender: 'male',
  averageRating: 4.5,
  totalReviews: 10,
  lessonsTaught: 40,
  isOnline: false,
  status: 'offline',
});
const maryam = listedUser({
  _id: 'm',
  name: 'Ustadha Maryam Saleh',
  specializations: ['children', 'arabic'],
  languages: ['ar', 'fr'],
  gender: 'female',
  averageRating: 4.9,
  totalReviews: 3,
  lessonsTaught: 12,
});
const yusuf = listedUser({
  _id: 'y',
  name: 'Sheikh Yūsuf Karim',
  specializations: ['hifz'],
  languages: ['ur'],
  gender: null,
  averageRating: 0,
  totalReviews: 0,
  lessonsTaught: 70,
  isBusy: true,
  status: 'busy',
});
const arabicName = listedUser({ _id: 'z', name: 'الشيخ يُوسُف', specializations: [] });
const all = [abdullah, maryam, yusuf, arabicName];

const ids = (filters: Partial<TeacherFilters>) =>
  filterTeachers(all, { ...NO_TEACHER_FILTERS, ...filters }).map((teacher) => teacher._id);

describe('filterTeachers', () => {
  it('keeps everyone without filters, reachable first then by name', () => {
    expect(ids({})).toEqual(['m', 'z', 'y', 'a']);
  });

  it('filters by specialization, language, gender and being online now', () => {
    expect(ids({ specialization: 'tajweed' })).toEqual(['a']);
    expect(ids({ specialization: 'children' })).toEqual(['m']);
    expect(ids({ language: 'ar' })).toEqual(['m', 'a']);
    expect(ids({ language: 'de' })).toEqual([]);
    expect(ids({ gender: 'female' })).toEqual(['m']);
    // Someone who did not say is left out of either gender.
    expect(ids({ gender: 'male' })).toEqual(['a']);
    // Busy and offline teachers cannot take a call now.
    expect(ids({ onlineOnly: true })).toEqual(['m', 'z']);
    expect(ids({ language: 'ar', specialization: 'qiraat', gender: 'male' })).toEqual(['a']);
    expect(ids({ language: 'ar', specialization: 'hifz' })).toEqual([]);
  });

  it('searches names without case, diacritics or harakat', () => {
    expect(ids({ search: 'MARYAM' })).toEqual(['m']);
    expect(ids({ search: '  yusuf ' })).toEqual(['y']);
    expect(ids({ search: 'يوسف' })).toEqual(['z']);
    expect(ids({ search: 'sheikh' })).toEqual(['y', 'a']);
    expect(ids({ search: 'nobody' })).toEqual([]);
  });

  it('sorts by rating (unrated last) or by lessons taught', () => {
    expect(ids({ sort: 'rating' })).toEqual(['m', 'a', 'y', 'z']);
    expect(ids({ sort: 'lessons' })).toEqual(['y', 'a', 'm', 'z']);
  });

  it('does not change its input', () => {
    const input = [...all];
    filterTeachers(input, { ...NO_TEACHER_FILTERS, sort: 'lessons' });
    expect(input).toEqual(all);
  });
});

describe('the filters in the URL query', () => {
  it('round-trips, writing only what differs from no filter and keeping other params', () => {
    const filters: TeacherFilters = {
      search: 'yusuf',
      onlineOnly: true,
      gender: 'female',
      specialization: 'hifz',
      language: 'ur',
      sort: 'rating',
    };
    const query = filtersToQuery(filters, new URLSearchParams('other=1'));
    expect(query.toString()).toBe(
      'other=1&q=yusuf&online=1&gender=female&spec=hifz&lang=ur&sort=rating',
    );
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(filtersToQuery(NO_TEACHER_FILTERS).toString()).toBe('');
  });

  it('ignores unknown values and cuts a long search', () => {
    const filters = filtersFromQuery(
      new URLSearchParams(
        `gender=other&spec=cooking&lang=xx&sort=price&online=yes&q=${'a'.repeat(300)}`,
      ),
    );
    expect(filters).toEqual({ ...NO_TEACHER_FILTERS, search: 'a'.repeat(100) });
  });

  it('tells whether anything narrows the list', () => {
    expect(isFiltered(NO_TEACHER_FILTERS)).toBe(false);
    expect(isFiltered({ ...NO_TEACHER_FILTERS, sort: 'rating' })).toBe(false);
    expect(isFiltered({ ...NO_TEACHER_FILTERS, language: 'ar' })).toBe(true);
  });
});

describe('searchKey', () => {
  it('folds case and marks', () => {
    expect(searchKey(' Yūsuf ')).toBe('yusuf');
    expect(searchKey('مُحَمَّد')).toBe('محمد');
  });
});
