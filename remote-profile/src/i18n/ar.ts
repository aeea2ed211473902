import type { en } from './en';

/** The profile remote's texts (namespace `profile`), Arabic. */
export const ar: typeof en = {
  page: {
    title: 'ملفي الشخصي',
    subtitle: 'معلوماتك الشخصية يا {{name}}.',
  },
  personal: {
    title: 'المعلومات الشخصية',
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    emailNote: 'لا يمكن تغيير البريد الإلكتروني',
    noEmail: 'لا يوجد بريد إلكتروني لهذا الحساب',
    submit: 'تحديث الملف الشخصي',
  },
  avatar: {
    alt: 'الصورة الشخصية لـ {{name}}',
    upload: 'رفع صورة',
    selected: 'الملف المختار: {{file}} ({{size}} كيلوبايت)',
    hint: 'JPEG أو PNG أو WebP (وكذلك GIF وAVIF وTIFF وSVG). الحد الأقصى للحجم: {{max}} ميغابايت.',
    invalidType: 'نوع الملف غير صالح. يرجى اختيار صورة JPEG أو PNG أو WebP',
    tooLarge: 'الملف كبير جدًا. الحد الأقصى للحجم: {{max}} ميغابايت.',
    loadFailed: 'تعذر تحميل الصورة الشخصية',
  },
  validation: {
    nameRequired: 'الاسم مطلوب',
    nameMin: 'يجب أن يتكون الاسم من {{min}} أحرف على الأقل',
    nameMax: 'يجب ألا يزيد الاسم على {{max}} حرفًا',
  },
  messages: {
    noChanges: 'لا توجد تغييرات لحفظها',
    updated: 'تم تحديث الملف الشخصي بنجاح',
    updateFailed: 'فشل تحديث الملف الشخصي',
    notSignedIn: 'يجب تسجيل الدخول لتحديث ملفك الشخصي',
    invalidResponse: 'استجابة غير صالحة من الخادم',
  },
  status: {
    title: 'حالة التدريس',
    description: 'اختر ما إذا كان بإمكان الطلاب الاتصال بك الآن.',
  },
};
