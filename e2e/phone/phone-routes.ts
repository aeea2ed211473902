import type { Page } from '@playwright/test';
import { accountId } from '../support/accounts';
import { DEMO } from '../support/demo';
import type { Language } from '../support/language';
import { TEXTS } from '../support/texts';

/** Who opens a screen: a visitor, or one of the demo accounts signed in. */
export type Viewer = 'visitor' | 'student' | 'teacher' | 'admin';

/** The demo account each signed-in viewer uses. */
export const VIEWER_EMAIL: Record<Exclude<Viewer, 'visitor'>, string> = {
  student: DEMO.students[0]?.email ?? '',
  teacher: DEMO.teachers[0]?.email ?? '',
  admin: DEMO.superadmin.email,
};

export interface PhoneScreen {
  /** Named in the test's report. */
  name: string;
  /** The page's path, or how to find it when it holds an id known only at run time. */
  path: string | (() => Promise<string>);
  as: Viewer;
  /** After the heading shows: what brings the screen to the state to measure (a dialog open). */
  open?: (page: Page, language: Language) => Promise<void>;
}

/** The first demo Sheikh's public page. */
async function teacherPagePath(): Promise<string> {
  return `/teachers/${await accountId(VIEWER_EMAIL.teacher, DEMO.password)}`;
}

/**
 * Every screen of the app, as the role that sees it. A new route is one line here; the phone
 * tests (no sideways scrolling, in both languages) then cover it.
 */
export const PHONE_SCREENS: PhoneScreen[] = [
  { name: 'landing', path: '/', as: 'visitor' },
  {
    name: 'auth dialog',
    path: '/',
    as: 'visitor',
    open: async (page, language) => {
      const T = TEXTS[language].shell;
      await page.getByRole('button', { name: T.landing.login, exact: true }).click();
      await page.getByRole('dialog', { name: T.auth.dialogTitle }).waitFor();
    },
  },
  { name: 'reset password', path: '/reset-password?token=expired', as: 'visitor' },
  { name: 'verify email', path: '/verify-email?token=expired', as: 'visitor' },
  { name: '404', path: '/no-such-page', as: 'visitor' },
  { name: 'teacher page (visitor)', path: teacherPagePath, as: 'visitor' },
  { name: 'main (student)', path: '/main', as: 'student' },
  { name: 'profile (student)', path: '/profile', as: 'student' },
  { name: 'record (student)', path: '/record', as: 'student' },
  { name: 'history (student)', path: '/history', as: 'student' },
  { name: 'teacher page (student)', path: teacherPagePath, as: 'student' },
  { name: 'main (teacher)', path: '/main', as: 'teacher' },
  {
    name: 'notifications panel (teacher)',
    path: '/main',
    as: 'teacher',
    open: async (page) => {
      // The bell's name carries the unread count; it starts with the panel's title.
      const title = page
        .getByRole('banner')
        .getByRole('button', { name: /^(Notifications|الإشعارات)/ });
      await title.click();
      await page.getByRole('dialog', { name: /^(Notifications|الإشعارات)$/ }).waitFor();
    },
  },
  { name: 'profile (teacher)', path: '/profile', as: 'teacher' },
  { name: 'history (teacher)', path: '/history', as: 'teacher' },
  { name: 'users (admin)', path: '/users', as: 'admin' },
  { name: 'rooms (admin)', path: '/rooms', as: 'admin' },
  { name: 'reports (admin)', path: '/reports', as: 'admin' },
];
