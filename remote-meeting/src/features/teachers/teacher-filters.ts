import {
  isGender,
  isSpecialization,
  isTeachingLanguage,
  presenceStatus,
  type Gender,
  type Specialization,
  type TeachingLanguage,
  type ListedTeacher,
} from '@app/shared';

/** How the list is ordered: reachable first (then by name), best rated, or most lessons. */
export const TEACHER_SORTS = ['status', 'rating', 'lessons'] as const;
export type TeacherSort = (typeof TEACHER_SORTS)[number];

/** What a student narrowed the teachers list to; `null` is "any". */
export interface TeacherFilters {
  search: string;
  onlineOnly: boolean;
  gender: Gender | null;
  specialization: Specialization | null;
  language: TeachingLanguage | null;
  sort: TeacherSort;
}

export const NO_TEACHER_FILTERS: TeacherFilters = {
  search: '',
  onlineOnly: false,
  gender: null,
  specialization: null,
  language: null,
  sort: 'status',
};

/** Longest search kept from the address (a name is at most 100 characters). */
const SEARCH_MAX = 100;

/** The URL query's names for each filter: short, so a shared link stays readable. */
const PARAM = {
  search: 'q',
  onlineOnly: 'online',
  gender: 'gender',
  specialization: 'spec',
  language: 'lang',
  sort: 'sort',
} as const satisfies Record<keyof TeacherFilters, string>;

const isSort = (value: unknown): value is TeacherSort =>
  TEACHER_SORTS.some((sort) => sort === value);

/** The filters a URL query holds; anything unknown is ignored, never an error. */
export function filtersFromQuery(query: URLSearchParams): TeacherFilters {
  const gender = query.get(PARAM.gender);
  const specialization = query.get(PARAM.specialization);
  const language = query.get(PARAM.language);
  const sort = query.get(PARAM.sort);
  return {
    search: (query.get(PARAM.search) ?? '').slice(0, SEARCH_MAX),
    onlineOnly: query.get(PARAM.onlineOnly) === '1',
    gender: isGender(gender) ? gender : null,
    specialization: isSpecialization(specialization) ? specialization : null,
    language: isTeachingLanguage(language) ? language : null,
    sort: isSort(sort) ? sort : NO_TEACHER_FILTERS.sort,
  };
}

/** The URL query of these filters: only what differs from "no filter", other params kept. */
export function filtersToQuery(
  filters: TeacherFilters,
  base = new URLSearchParams(),
): URLSearchParams {
  const query = new URLSearchParams(base);
  const set = (name: string, value: string | null) =>
    value ? query.set(name, value) : query.delete(name);
  set(PARAM.search, filters.search);
  set(PARAM.onlineOnly, filters.onlineOnly ? '1' : null);
  set(PARAM.gender, filters.gender);
  set(PARAM.specialization, filters.specialization);
  set(PARAM.language, filters.language);
  set(PARAM.sort, filters.sort === NO_TEACHER_FILTERS.sort ? null : filters.sort);
  return query;
}

/** Lower case, without diacritics or Arabic harakat, so "yusuf" finds "Yūsuf" and يوسف "يُوسُف". */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .toLowerCase()
    .trim();
}

const STATUS_ORDER = { online: 0, busy: 1, inMeeting: 2, offline: 3 } as const;

const byName = (a: ListedTeacher, b: ListedTeacher) =>
  a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

const COMPARE: Record<TeacherSort, (a: ListedTeacher, b: ListedTeacher) => number> = {
  status: (a, b) =>
    STATUS_ORDER[presenceStatus(a)] - STATUS_ORDER[presenceStatus(b)] || byName(a, b),
  // Rated teachers by their average, more ratings first on a tie; unrated ones last.
  rating: (a, b) =>
    Number(b.totalReviews > 0) - Number(a.totalReviews > 0) ||
    b.averageRating - a.averageRating ||
    b.totalReviews - a.totalReviews ||
    byName(a, b),
  lessons: (a, b) => b.lessonsTaught - a.lessonsTaught || byName(a, b),
};

/** The teachers the filters keep, in the chosen order; the input is not changed. */
export function filterTeachers(
  teachers: readonly ListedTeacher[],
  filters: TeacherFilters,
): ListedTeacher[] {
  const search = searchKey(filters.search);
  return teachers
    .filter(
      (teacher) =>
        (!search || searchKey(teacher.name).includes(search)) &&
        (!filters.onlineOnly || presenceStatus(teacher) === 'online') &&
        (!filters.gender || teacher.gender === filters.gender) &&
        (!filters.specialization || teacher.specializations.includes(filters.specialization)) &&
        (!filters.language || teacher.languages.includes(filters.language)),
    )
    .sort(COMPARE[filters.sort]);
}

/** True when any filter narrows the list (the sort alone does not). */
export function isFiltered(filters: TeacherFilters): boolean {
  return Boolean(
    filters.search.trim() ||
    filters.onlineOnly ||
    filters.gender ||
    filters.specialization ||
    filters.language,
  );
}
