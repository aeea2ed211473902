import { renderText, type Message } from './notification-texts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * One email in both languages, Arabic first (the app's default language), because the
 * server does not know which one the reader chose. Names in params are the users' own
 * text: escaped in the HTML.
 */
export function renderEmail(message: Message): EmailContent {
  const ar = renderText(message, 'ar');
  const en = renderText(message, 'en');
  const block = (lang: 'ar' | 'en', text: { title: string; body: string }) =>
    `<div lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}" style="margin:0 0 24px">` +
    `<h2 style="margin:0 0 8px;font-size:18px">${escapeHtml(text.title)}</h2>` +
    `<p style="margin:0;font-size:15px">${escapeHtml(text.body)}</p></div>`;
  return {
    subject: `${ar.title} | ${en.title}`,
    text: `${ar.title}\n${ar.body}\n\n---\n\n${en.title}\n${en.body}\n`,
    html:
      '<!doctype html><html><body style="font-family:sans-serif">' +
      `${block('ar', ar)}<hr>${block('en', en)}</body></html>`,
  };
}
