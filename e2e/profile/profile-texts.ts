/** What the profile journeys read on screen, in each language, written out as users see it. */
export const PROFILE_TEXTS = {
  en: {
    locale: 'en-US',
    dir: 'ltr',
    title: 'My profile',
    name: 'Full name',
    email: 'Email',
    submit: 'Save changes',
    updated: 'Profile updated successfully',
    noChanges: 'No changes to save',
    invalidType: 'Invalid file type. Please select a JPEG, PNG, or WebP image',
    tooLarge: 'File is too large. Maximum size: 2 MB.',
    selected: /^Selected: avatar\.png \(\d+\.\d KB\)$/,
    switchLabel: 'Available for calls',
    landingBusy: 'Busy',
    landingCall: 'Call Now',
    listCall: /^Call /,
  },
  ar: {
    locale: 'ar',
    dir: 'rtl',
    title: 'ملفي الشخصي',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    submit: 'حفظ التغييرات',
    updated: 'تم تحديث الملف الشخصي بنجاح',
    noChanges: 'لا توجد تغييرات لحفظها',
    invalidType: 'نوع الملف غير صالح. يرجى اختيار صورة JPEG أو PNG أو WebP',
    // Values in Arabic sentences are isolated (FSI U+2068 ... PDI U+2069).
    tooLarge: 'الملف كبير جدًا. الحد الأقصى للحجم: \u20682\u2069 ميغابايت.',
    selected: /^الملف المختار: \u2068avatar\.png\u2069 \(\u2068\d+\.\d\u2069 كيلوبايت\)$/,
    switchLabel: 'متاح لاستقبال المكالمات',
    landingBusy: 'مشغول',
    landingCall: 'اتصل الآن',
    listCall: /^اتصل بـ /,
  },
} as const;

export type ProfileLanguage = keyof typeof PROFILE_TEXTS;
