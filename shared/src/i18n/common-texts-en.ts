// Wording follows docs/glossary.md (one term per concept in both languages).

/** Texts the shared components use, in the `common` namespace, English. */
export const COMMON_TEXTS_EN: Record<string, unknown> = {
  appName: 'Quran Live',
  loading: 'Loading...',
  language: {
    switchToArabic: 'Switch to Arabic',
    switchToEnglish: 'Switch to English',
  },
  actions: {
    retry: 'Retry',
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    confirm: 'Confirm',
    dismiss: 'Dismiss',
  },
  roles: {
    superadmin: 'Super admin',
    admin: 'Admin',
    teacher: 'Sheikh',
    student: 'Student',
  },
  status: {
    online: 'Online',
    busy: 'Busy',
    offline: 'Offline',
    inMeeting: 'In session',
  },
  errors: {
    generic: 'Something went wrong',
  },
  reportReasons: {
    inappropriate_behaviour: 'Inappropriate behaviour',
    safety_concern: 'Safety concern',
    contact_details: 'Contact details asked for or shared',
    other: 'Other',
  },
  reportStatuses: {
    open: 'Open',
    in_review: 'In review',
    closed: 'Closed',
  },
  availability: {
    switchLabel: 'Available for calls',
    online: 'Available: students can call you now.',
    busy: 'Busy: students cannot call you until you are available again.',
    inMeeting: 'In a session: you can change your status when it ends.',
    goOffline: 'Go offline',
    endLessonTitle: 'End your session?',
    endLessonBody: 'Going offline now ends your session with your student.',
    endLessonConfirm: 'End session and go offline',
    updated: 'Profile updated successfully',
    statusUpdateFailed: 'Could not update your status. Please try again.',
  },
  desktopAlerts: {
    incomingCallTitle: 'Incoming call',
    incomingCallBody: '{{name}} is calling you. Click to answer.',
  },
};
