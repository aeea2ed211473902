import { isolate } from '@app/shared/bidi';
import { PASSWORD_RESET_TTL_MINUTES } from '@app/shared/protocol';

/** The account mails: a link to open (verification, reset) or a decision (rejection). */
export type AccountMail =
  | { kind: 'verifyEmail'; link: string }
  | { kind: 'passwordReset'; link: string }
  | { kind: 'applicationRejected'; reason: string }
  /** To a guardian: a minor signed up alone and asks for consent, or a guardian invites another. */
  | { kind: 'guardianConsent'; link: string; childName: string }
  | { kind: 'guardianInvite'; link: string; childName: string };

interface Text {
  title: string;
  body: string;
  action?: string;
}

const TEXTS: Record<'en' | 'ar', (mail: AccountMail) => Text> = {
  en: (mail) => {
    switch (mail.kind) {
      case 'verifyEmail':
        return {
          title: 'Confirm your email',
          body: 'Open this link to confirm your email address for Quran Live.',
          action: 'Confirm email',
        };
      case 'passwordReset':
        return {
          title: 'Reset your password',
          body: `Someone asked to reset your Quran Live password. Open this link within ${PASSWORD_RESET_TTL_MINUTES} minutes to choose a new one. If it was not you, ignore this mail.`,
          action: 'Choose a new password',
        };
      case 'applicationRejected':
        return {
          title: 'Your application was not accepted',
          body: `An administrator reviewed your application to teach and did not accept it. Reason: ${mail.reason}`,
        };
      case 'guardianConsent':
        return {
          title: `${mail.childName} asks for your consent`,
          body: `${mail.childName} signed up for Quran lessons with a Sheikh on Quran Live and gave this address as their parent's or guardian's. They cannot call a Sheikh until you agree. Open this link within 7 days, sign in or create a guardian account, and agree: you will see their sessions and record, and choose which Sheikhs they may call. If you do not know this child, ignore this mail.`,
          action: 'Review and agree',
        };
      case 'guardianInvite':
        return {
          title: `Become ${mail.childName}'s second guardian`,
          body: `A guardian of ${mail.childName} on Quran Live invites you to look after them too. Open this link within 7 days and sign in or create a guardian account to accept.`,
          action: 'Accept the invitation',
        };
    }
  },
  ar: (mail) => {
    switch (mail.kind) {
      case 'verifyEmail':
        return {
          title: 'أكّد بريدك الإلكتروني',
          body: 'افتح هذا الرابط لتأكيد بريدك الإلكتروني في قرآن لايف.',
          action: 'تأكيد البريد',
        };
      case 'passwordReset':
        return {
          title: 'إعادة تعيين كلمة المرور',
          body: `طُلبت إعادة تعيين كلمة مرورك في قرآن لايف. افتح هذا الرابط خلال ${PASSWORD_RESET_TTL_MINUTES} دقيقة لاختيار كلمة مرور جديدة. إن لم تطلب ذلك فتجاهل هذه الرسالة.`,
          action: 'اختيار كلمة مرور جديدة',
        };
      case 'applicationRejected':
        return {
          title: 'لم يُقبل طلبك',
          body: `راجع أحد المشرفين طلبك للتدريس ولم يقبله. السبب: ${isolate(mail.reason)}`,
        };
      case 'guardianConsent':
        return {
          title: `طلب موافقة لحساب ${isolate(mail.childName)}`,
          body: `أُنشئ في قرآن لايف حساب باسم ${isolate(mail.childName)} لتعلّم القرآن مع شيخ، وذُكر فيه هذا البريد بريدًا لوليّ الأمر. لا يمكن الاتصال بشيخ من هذا الحساب حتى توافق. افتح هذا الرابط خلال ٧ أيام، وسجّل الدخول أو أنشئ حساب وليّ أمر، ثم وافق: سترى جلسات ${isolate(mail.childName)} وسجلّ الحفظ، وتختار المشايخ المسموح بالاتصال بهم. إن لم تعرف صاحب هذا الحساب فتجاهل الرسالة.`,
          action: 'المراجعة والموافقة',
        };
      case 'guardianInvite':
        return {
          title: `دعوة لتكون وليّ أمر ثانيًا لحساب ${isolate(mail.childName)}`,
          body: `يدعوك أحد أولياء أمر ${isolate(mail.childName)} في قرآن لايف لتكون وليّ أمر ثانيًا لهذا الحساب. افتح هذا الرابط خلال ٧ أيام وسجّل الدخول أو أنشئ حساب وليّ أمر لتقبل الدعوة.`,
          action: 'قبول الدعوة',
        };
    }
  },
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * One mail in both languages, Arabic first (the app's default): the server does not know
 * which one the reader chose. The reason is an admin's own text: escaped in the HTML.
 */
export function renderAccountMail(mail: AccountMail): {
  subject: string;
  text: string;
  html: string;
} {
  const link = 'link' in mail ? mail.link : null;
  const ar = TEXTS.ar(mail);
  const en = TEXTS.en(mail);
  const plain = (text: Text) => `${text.title}\n${text.body}${link ? `\n${link}` : ''}`;
  const block = (lang: 'ar' | 'en', text: Text) =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="margin:0 0 24px">` +
    `<h2 style="margin:0 0 8px;font-size:18px">${escapeHtml(text.title)}</h2>` +
    `<p style="margin:0 0 8px;font-size:15px">${escapeHtml(text.body)}</p>` +
    (link && text.action
      ? `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`
      : '') +
    '</div>';
  return {
    subject: `${ar.title} | ${en.title}`,
    text: `${plain(ar)}\n\n---\n\n${plain(en)}\n`,
    html:
      '<!doctype html><html><body style="font-family:sans-serif">' +
      `${block('ar', ar)}<hr>${block('en', en)}</body></html>`,
  };
}
