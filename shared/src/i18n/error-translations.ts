import type { ApiErrorCode, FieldErrorCode } from '../protocol/error-codes';
import type { Language } from './languages';

// The `common` namespace's texts for API error codes, refused fields and field names. Typed by
// the catalogue, so a new code does not compile until it has an English and an Arabic text.
// Counted texts carry every plural form i18next uses (Arabic has six).

type Counted = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;

interface ErrorTexts {
  apiErrors: Record<ApiErrorCode, string>;
  fieldErrors: Record<Exclude<FieldErrorCode, 'too_short' | 'too_long'>, string>;
  tooShort: Counted;
  tooLong: Counted;
  fields: Record<string, string>;
}

/** `tooShort_one`, `tooShort_other`...: i18next's flat plural keys. */
const flat = (name: string, forms: Counted) =>
  Object.fromEntries(Object.entries(forms).map(([form, text]) => [`${name}_${form}`, text]));

const EN: ErrorTexts = {
  apiErrors: {
    'validation.failed': 'Some fields are not valid.',
    'request.invalid_json': 'The request could not be read.',
    'request.empty_body': 'The request could not be read.',
    'request.invalid_multipart': 'The upload could not be read.',
    'request.invalid_cursor': 'The list could not be loaded. Please refresh.',
    'request.invalid': 'The request could not be read.',
    'request.invalid_text': 'The text contains characters that are not allowed.',
    'push.invalid_endpoint': 'This browser cannot receive notifications from us.',
    'classroom.ayah_out_of_range': 'This surah has no ayah with that number.',
    'classroom.word_out_of_range': 'This ayah has no word at that place.',
    'classroom.sub_rule_invalid': 'Choose a rule that fits this kind of mistake.',
    'classroom.student_required': 'Choose the student this mark is for.',
    'classroom.not_teacher': "Only this session's Sheikh can do this.",
    'classroom.not_your_student':
      'You can only see your own record or the records of your students.',
    'classroom.mark_not_found': 'This mark no longer exists.',
    'auth.not_authenticated': 'Please sign in first.',
    'auth.invalid_credentials': 'Invalid email or password',
    'auth.session_expired': 'Your session has ended. Please sign in again.',
    'auth.forbidden': 'You do not have permission to do this',
    'auth.origin_not_allowed': 'This request came from a page that is not allowed.',
    'auth.account_banned': 'Your account is not active. Please contact support.',
    'auth.account_pending':
      'Your application to teach is waiting for an administrator to review it. You will be told when it is decided.',
    'auth.account_rejected': 'Your application to teach was not accepted.',
    'auth.wrong_password': 'The current password is not correct',
    'auth.reset_link_invalid': 'This link is invalid, already used or expired. Ask for a new one.',
    'users.cannot_deactivate_self': 'You cannot deactivate your own account',
    'users.cannot_delete_self': 'You cannot delete your own account',
    'users.cannot_delete_superadmin': 'A superadmin cannot be deleted',
    'users.cannot_change_own_role': 'You cannot change your own role',
    'users.not_teacher': 'Only a teacher has a teaching profile',
    'follows.students_only': 'Only a student can follow a Sheikh',
    'meetings.not_participant': 'Only a student who took part in this session can rate it',
    not_found: 'Not found',
    'users.not_found': 'This user no longer exists',
    'teachers.not_found': 'This teacher was not found',
    'meetings.not_found': 'This session no longer exists',
    'notifications.not_found': 'This notification no longer exists',
    'push.not_found': 'This device is not registered for notifications',
    'uploads.not_found': 'Image not found',
    'users.email_taken': 'An account with this email already exists',
    'users.phone_taken': 'An account with this phone number already exists',
    'users.exists': 'This account already exists',
    'users.not_pending': 'This account is not waiting for review',
    'meetings.already_rated': 'You have already rated this session',
    'follows.limit_reached':
      'You follow as many Sheikhs as allowed. Unfollow one to follow another.',
    'meetings.ended': 'This session has ended',
    'meetings.not_ended': 'A session can be rated once it has ended',
    'request.too_large': 'What you sent is too large',
    'uploads.too_large': 'The file is too large',
    'request.unsupported_media_type': 'This kind of content is not accepted',
    'uploads.unsupported_image': 'Invalid file type. Please select a JPEG, PNG, or WebP image',
    rate_limited: 'Too many requests. Please try again later.',
    'server.error': 'Something went wrong on our side. Please try again.',
  },
  fieldErrors: {
    required: '{{field}} is required',
    too_small: '{{field}} must be at least {{min}}',
    too_big: '{{field}} must be at most {{max}}',
    invalid_email: '{{field}} must be a valid email address',
    invalid_phone: '{{field}} must be a valid phone number',
    mismatch: '{{field}} does not match',
    invalid_option: '{{field}} is not one of the allowed choices',
    contact_details:
      '{{field}} may not hold a phone number, an email address or a link to another app: keep in touch through the platform',
    invalid: '{{field}} is not valid',
  },
  tooShort: {
    zero: '{{field}} must be at least {{count}} characters',
    one: '{{field}} must be at least {{count}} character',
    two: '{{field}} must be at least {{count}} characters',
    few: '{{field}} must be at least {{count}} characters',
    many: '{{field}} must be at least {{count}} characters',
    other: '{{field}} must be at least {{count}} characters',
  },
  tooLong: {
    zero: '{{field}} must be at most {{count}} characters',
    one: '{{field}} must be at most {{count}} character',
    two: '{{field}} must be at most {{count}} characters',
    few: '{{field}} must be at most {{count}} characters',
    many: '{{field}} must be at most {{count}} characters',
    other: '{{field}} must be at most {{count}} characters',
  },
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    contact: 'Email',
    password: 'Password',
    confirmPassword: 'Password confirmation',
    role: 'Role',
    bio: 'About you',
    experience: 'Experience',
    specializations: 'Specializations',
    languages: 'Languages',
    gender: 'Gender',
    comment: 'Comment',
    rating: 'Rating',
    summary: 'The summary',
    homework: 'The homework',
    avatar: 'Picture',
    active: 'Status',
    value: 'This field',
  },
};

const AR: ErrorTexts = {
  apiErrors: {
    'validation.failed': 'بعض الحقول غير صحيحة.',
    'request.invalid_json': 'تعذّرت قراءة الطلب.',
    'request.empty_body': 'تعذّرت قراءة الطلب.',
    'request.invalid_multipart': 'تعذّرت قراءة الملف المرفوع.',
    'request.invalid_cursor': 'تعذّر تحميل القائمة. يرجى تحديث الصفحة.',
    'request.invalid': 'تعذّرت قراءة الطلب.',
    'request.invalid_text': 'يحتوي النص على رموز غير مسموح بها.',
    'push.invalid_endpoint': 'لا يمكن لهذا المتصفح تلقي إشعاراتنا.',
    'classroom.ayah_out_of_range': 'لا توجد في هذه السورة آية بهذا الرقم.',
    'classroom.word_out_of_range': 'لا توجد في هذه الآية كلمة في هذا الموضع.',
    'classroom.sub_rule_invalid': 'اختر حكمًا يناسب نوع هذا الخطأ.',
    'classroom.student_required': 'اختر الطالب الذي يخصه هذا الخطأ.',
    'classroom.not_teacher': 'لا يقوم بهذا إلا شيخ هذه الجلسة.',
    'classroom.not_your_student': 'يمكنك الاطلاع على سجلك أنت أو على سجلات طلابك فقط.',
    'classroom.mark_not_found': 'هذا الخطأ المسجّل لم يعد موجودًا.',
    'auth.not_authenticated': 'يرجى تسجيل الدخول أولًا.',
    'auth.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    'auth.session_expired': 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
    'auth.forbidden': 'ليست لديك صلاحية للقيام بذلك',
    'auth.origin_not_allowed': 'جاء هذا الطلب من صفحة غير مسموح بها.',
    'auth.account_banned': 'حسابك غير مفعّل. يرجى التواصل مع الدعم.',
    'auth.account_pending': 'طلبك للتدريس بانتظار مراجعة أحد المشرفين. سنُعلمك حين يُبتّ فيه.',
    'auth.account_rejected': 'لم يُقبل طلبك للتدريس.',
    'auth.wrong_password': 'كلمة المرور الحالية غير صحيحة',
    'auth.reset_link_invalid':
      'هذا الرابط غير صالح أو استُخدم من قبل أو انتهت صلاحيته. اطلب رابطًا جديدًا.',
    'users.cannot_deactivate_self': 'لا يمكنك إيقاف حسابك بنفسك',
    'users.cannot_delete_self': 'لا يمكنك حذف حسابك بنفسك',
    'users.cannot_delete_superadmin': 'لا يمكن حذف المشرف العام',
    'users.cannot_change_own_role': 'لا يمكنك تغيير دورك بنفسك',
    'users.not_teacher': 'الملف التعليمي للمعلمين فقط',
    'follows.students_only': 'متابعة المشايخ للطلاب فقط',
    'meetings.not_participant': 'يمكن تقييم الجلسة فقط من الطالب الذي حضرها',
    not_found: 'غير موجود',
    'users.not_found': 'هذا المستخدم لم يعد موجودًا',
    'teachers.not_found': 'لم يُعثر على هذا الشيخ',
    'meetings.not_found': 'هذه الجلسة لم تعد موجودة',
    'notifications.not_found': 'هذا الإشعار لم يعد موجودًا',
    'push.not_found': 'هذا الجهاز غير مسجّل لتلقي الإشعارات',
    'uploads.not_found': 'الصورة غير موجودة',
    'users.email_taken': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
    'users.phone_taken': 'يوجد حساب برقم الهاتف هذا بالفعل',
    'users.exists': 'هذا الحساب موجود بالفعل',
    'users.not_pending': 'هذا الحساب ليس بانتظار المراجعة',
    'meetings.already_rated': 'لقد قيّمت هذه الجلسة من قبل',
    'follows.limit_reached':
      'بلغت الحد الأقصى لعدد المشايخ الذين تتابعهم. ألغِ متابعة أحدهم لتتابع غيره.',
    'meetings.ended': 'انتهت هذه الجلسة',
    'meetings.not_ended': 'يمكن تقييم الجلسة بعد انتهائها',
    'request.too_large': 'ما أرسلته كبير جدًا',
    'uploads.too_large': 'الملف كبير جدًا',
    'request.unsupported_media_type': 'هذا النوع من المحتوى غير مقبول',
    'uploads.unsupported_image': 'نوع الملف غير صالح. يرجى اختيار صورة JPEG أو PNG أو WebP',
    rate_limited: 'طلبات كثيرة. يرجى المحاولة لاحقًا.',
    'server.error': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
  },
  fieldErrors: {
    required: '{{field}} مطلوب',
    too_small: 'يجب ألا يقل {{field}} عن {{min}}',
    too_big: 'يجب ألا يزيد {{field}} على {{max}}',
    invalid_email: 'يجب أن يكون {{field}} عنوان بريد إلكتروني صحيحًا',
    invalid_phone: 'يجب أن يكون {{field}} رقم هاتف صحيحًا',
    mismatch: '{{field}} غير مطابق',
    invalid_option: '{{field}} ليس من الخيارات المسموح بها',
    contact_details:
      'لا يُقبل في {{field}} رقم هاتف ولا بريد إلكتروني ولا رابط لتطبيق آخر: يبقى التواصل عبر المنصة',
    invalid: '{{field}} غير صالح',
  },
  tooShort: {
    zero: 'يجب ألا يقل {{field}} عن {{count}} حرف',
    one: 'يجب ألا يقل {{field}} عن حرف واحد',
    two: 'يجب ألا يقل {{field}} عن حرفين',
    few: 'يجب ألا يقل {{field}} عن {{count}} أحرف',
    many: 'يجب ألا يقل {{field}} عن {{count}} حرفًا',
    other: 'يجب ألا يقل {{field}} عن {{count}} حرف',
  },
  tooLong: {
    zero: 'يجب ألا يزيد {{field}} على {{count}} حرف',
    one: 'يجب ألا يزيد {{field}} على حرف واحد',
    two: 'يجب ألا يزيد {{field}} على حرفين',
    few: 'يجب ألا يزيد {{field}} على {{count}} أحرف',
    many: 'يجب ألا يزيد {{field}} على {{count}} حرفًا',
    other: 'يجب ألا يزيد {{field}} على {{count}} حرف',
  },
  fields: {
    name: 'الاسم',
    email: 'البريد الإلكتروني',
    phone: 'رقم الهاتف',
    contact: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    role: 'الدور',
    bio: 'نبذة عنك',
    experience: 'الخبرة',
    specializations: 'التخصصات',
    languages: 'اللغات',
    gender: 'الجنس',
    comment: 'التعليق',
    rating: 'التقييم',
    avatar: 'الصورة',
    active: 'الحالة',
    summary: 'الملخص',
    homework: 'الواجب',
    value: 'هذا الحقل',
  },
};

const asResources = ({ apiErrors, fieldErrors, tooShort, tooLong, fields }: ErrorTexts) => ({
  apiErrors,
  fieldErrors: { ...fieldErrors, ...flat('tooShort', tooShort), ...flat('tooLong', tooLong) },
  fields,
});

/** The error texts, merged into the `common` namespace. */
export const ERROR_TRANSLATIONS: Record<Language, Record<string, unknown>> = {
  en: asResources(EN),
  ar: asResources(AR),
};
