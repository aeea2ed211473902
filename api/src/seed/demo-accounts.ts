import type { Gender, Role, Specialization, TeachingLanguage } from '@app/shared/protocol';

/** The one password every demo account shares. */
export const DEMO_PASSWORD = 'demo1234';

/** A demo login (SEED_DEMO=true); browser tests sign in with these. */
export interface DemoAccount {
  name: string;
  email: string;
  role: Role;
  experience?: string;
  bio?: string;
  specializations?: readonly Specialization[];
  languages?: readonly TeachingLanguage[];
  gender?: Gender;
}

/** Demo superadmin, admin, three teachers and three students, in that order. */
export const DEMO_ACCOUNTS = [
  { name: 'Demo Superadmin', email: 'superadmin@demo.quran', role: 'superadmin' },
  { name: 'Demo Admin', email: 'admin@demo.quran', role: 'admin' },
  {
    name: 'Sheikh Abdullah Rahman',
    email: 'teacher1@demo.quran',
    role: 'teacher',
    experience: '12 years teaching recitation',
    bio: 'I teach the rules of Tajweed step by step, from the articulation points of the letters to the rules of noon and meem. Lessons are patient and practical: you recite, I listen and correct.',
    specializations: ['tajweed', 'qiraat'],
    languages: ['ar', 'en'],
    gender: 'male',
  },
  {
    name: 'Sheikh Yusuf Karim',
    email: 'teacher2@demo.quran',
    role: 'teacher',
    experience: '8 years, ijazah in Hafs',
    bio: 'I help students memorise the Quran and keep what they have memorised, with a daily plan of new pages and revision. Ijazah in the narration of Hafs from Asim.',
    specializations: ['hifz', 'tajweed'],
    languages: ['ar', 'ur', 'en'],
    gender: 'male',
  },
  {
    name: 'Ustadha Maryam Saleh',
    email: 'teacher3@demo.quran',
    role: 'teacher',
    experience: '5 years with children and beginners',
    bio: 'I teach children and adult beginners to read the Quran from the first letters, and Arabic reading alongside. Sisters and children are welcome.',
    specializations: ['children', 'arabic'],
    languages: ['ar', 'en', 'fr'],
    gender: 'female',
  },
  { name: 'Student Amina', email: 'student1@demo.quran', role: 'student' },
  { name: 'Student Bilal', email: 'student2@demo.quran', role: 'student' },
  { name: 'Student Zaid', email: 'student3@demo.quran', role: 'student' },
] as const satisfies readonly DemoAccount[];

/** Demo accounts by role, for tests: `DEMO_LOGINS.teacher[0]`. */
export const DEMO_LOGINS = {
  superadmin: DEMO_ACCOUNTS.filter((a) => a.role === 'superadmin').map((a) => a.email),
  admin: DEMO_ACCOUNTS.filter((a) => a.role === 'admin').map((a) => a.email),
  teacher: DEMO_ACCOUNTS.filter((a) => a.role === 'teacher').map((a) => a.email),
  student: DEMO_ACCOUNTS.filter((a) => a.role === 'student').map((a) => a.email),
};
