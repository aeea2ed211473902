// Wording follows docs/glossary.md (one term per concept in both languages).

/** Texts the shared components use, in the `common` namespace, English. */
export const COMMON_TEXTS_EN = {
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
    guardian: 'Guardian',
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
  marks: {
    kinds: { tajweed: 'Tajweed', memorisation: 'Memorisation', harakat: 'Harakat' },
    subRules: {
      madd: 'Madd',
      ghunnah: 'Ghunnah',
      qalqalah: 'Qalqalah',
      idgham: 'Idgham',
      ikhfa: 'Ikhfa',
      makharij: 'Makharij',
      forgot: 'Forgot',
      skipped: 'Skipped',
      added: 'Added',
    },
    label: '{{kind}} mistake',
    labelWithRule: '{{kind}} mistake: {{rule}}',
  },
  conduct: {
    title: 'Code of conduct for Sheikhs',
    version: 'Version {{version}}',
    points: {
      platformOnly:
        'I teach only through this platform: every lesson, message and piece of homework stays here.',
      noContact:
        'I never ask a student for a phone number, an email address, a social media account or a link to another app, and never give one.',
      guardians: "I say nothing to a child that I would not say in front of the child's guardian.",
      respect:
        'I am patient and respectful with every student, and never shame, threaten or punish one.',
      dress:
        'I dress modestly and teach from a quiet, decent place with nothing unsuitable in view.',
      recording: "I never record, photograph or share a student's image or voice.",
      report:
        'If a student tells me of harm, or I see a risk to a child, I report it at once with the Report button.',
    },
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
} satisfies Record<string, unknown>;
