import type { ArabicTexts } from '@app/shared/plural-forms';
import type { en } from './en';

/** The profile remote's texts (namespace `profile`), Arabic; wording follows docs/glossary.md. */
export const ar: ArabicTexts<typeof en> = {
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
    hint: 'الصيغ المدعومة: JPEG أو PNG أو WebP (وكذلك GIF وAVIF وTIFF وSVG). الحد الأقصى للحجم: {{max}} ميغابايت.',
    invalidType: 'نوع الملف غير صالح. يرجى اختيار صورة JPEG أو PNG أو WebP',
    tooLarge: 'الملف كبير جدًا. الحد الأقصى للحجم: {{max}} ميغابايت.',
    loadFailed: 'تعذّر تحميل الصورة الشخصية',
  },
  validation: {
    nameRequired: 'الاسم مطلوب',
    nameMin_zero: 'يجب ألا يكون الاسم فارغًا',
    nameMin_one: 'يجب ألا يقل الاسم عن حرف واحد',
    nameMin_two: 'يجب ألا يقل الاسم عن حرفين',
    nameMin_few: 'يجب ألا يقل الاسم عن {{count}} أحرف',
    nameMin_many: 'يجب ألا يقل الاسم عن {{count}} حرفًا',
    nameMin_other: 'يجب ألا يقل الاسم عن {{count}} حرف',
    nameMax_zero: 'يجب أن يكون الاسم فارغًا',
    nameMax_one: 'يجب ألا يزيد الاسم على حرف واحد',
    nameMax_two: 'يجب ألا يزيد الاسم على حرفين',
    nameMax_few: 'يجب ألا يزيد الاسم على {{count}} أحرف',
    nameMax_many: 'يجب ألا يزيد الاسم على {{count}} حرفًا',
    nameMax_other: 'يجب ألا يزيد الاسم على {{count}} حرف',
  },
  messages: {
    noChanges: 'لا توجد تغييرات لحفظها',
    updated: 'تم تحديث الملف الشخصي بنجاح',
    updateFailed: 'تعذّر تحديث الملف الشخصي',
    notSignedIn: 'يجب تسجيل الدخول لتحديث ملفك الشخصي',
    invalidResponse: 'استجابة غير صالحة من الخادم',
  },
  status: {
    title: 'حالة التدريس',
    description: 'اختر ما إذا كان بإمكان الطلاب الاتصال بك الآن.',
  },
};
