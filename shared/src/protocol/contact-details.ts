// Contact stays on the platform: what a lesson's chat, its notes and a Sheikh's profile refuse.
// A child must not be handed (or asked for) a way to talk to an adult outside the platform, so
// phone numbers, email addresses and links to other meeting or messaging services are refused,
// however they are written: in Arabic-Indic or Persian digits, spaced or dotted, with "at" and
// "dot" spelled out. The detector errs on the side of refusing; the refusal explains itself.

/** What kind of contact detail a text holds. */
export const CONTACT_KINDS = ['phone', 'email', 'link'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** Where in a lesson a text was refused: its chat, or its notes and homework. */
export const CONTACT_REFUSAL_PLACES = ['chat', 'notes'] as const;
export type ContactRefusalPlace = (typeof CONTACT_REFUSAL_PLACES)[number];

/** One refused text of a lesson, as its admins see it (`GET .../contact-refusals`). */
export type { ContactRefusal } from './api-contract/classroom-contract';

/** A phone number has at least this many digits (a local number without its area code). */
export const PHONE_MIN_DIGITS = 7;

/**
 * Arabic-Indic and Eastern Arabic-Indic (Persian, Urdu) digits read as 0-9. Fullwidth digits and
 * signs need nothing here: NFKC, applied first, already makes them ASCII.
 */
const DIGIT_BLOCKS = [0x0660, 0x06f0] as const;

function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    const block = DIGIT_BLOCKS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - block);
  });
}

// Between two digits of one number: spaces, dots, dashes, brackets, slashes, a plus, and the
// Arabic decimal and thousands separators, at most three in a row ("050 - 123").
const SEPARATOR = String.raw`[\s.\-–—()\[\]/_+*·•\u066B\u066C]{0,3}`;
const PHONE = new RegExp(String.raw`\d(?:${SEPARATOR}\d){${PHONE_MIN_DIGITS - 1},}`, 'u');
// A date is written like a dotted number ("28.11.2026", "2026-11-28") but gives nobody away:
// dates are taken out before the digits are counted.
const DATE = /(?<!\d)(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2})(?!\d)/gu;

const hasPhone = (text: string) => PHONE.test(text.replace(DATE, ' ; '));

// An "@" is unambiguous; "at" and "dot" spelled out only count when the address ends in a
// domain ending people actually use, so "meet at noon. Then" is not an address.
const LOCAL = String.raw`[\p{L}\p{N}._%+\-]+`;
const LABEL = String.raw`[\p{L}\p{N}\-]+`;
const EMAIL_AT_SIGN = new RegExp(String.raw`${LOCAL}\s*@\s*${LABEL}(?:\s*\.\s*${LABEL})+`, 'u');
const SPELLED_AT = String.raw`(?:\s*[(\[{]\s*at\s*[)\]}]\s*|\s+at\s+)`;
// A period inside an address has no space around it; one with spaces ends a sentence.
const SPELLED_DOT = String.raw`(?:\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+|\.)`;
const COMMON_ENDINGS = ['com', 'net', 'org', 'edu', 'gov', 'info', 'io', 'me', 'co', 'uk', 'sa'];
const MORE_ENDINGS = ['ae', 'eg', 'jo', 'kw', 'qa', 'om', 'bh', 'ma', 'tn', 'dz', 'pk', 'my'];
const ENDING = `(?:${[...COMMON_ENDINGS, ...MORE_ENDINGS, 'id', 'tr', 'de', 'fr', 'us'].join('|')})`;
const EMAIL_SPELLED = new RegExp(
  String.raw`${LOCAL}${SPELLED_AT}${LABEL}(?:${SPELLED_DOT}${LABEL})*${SPELLED_DOT}${ENDING}\b`,
  'iu',
);
// "name at gmail . com": a spaced period, but before an ending no sentence starts with.
const EMAIL_SPACED = new RegExp(
  String.raw`${LOCAL}${SPELLED_AT}${LABEL}\s*\.\s*(?:com|net|org|edu|gov|info)\b`,
  'iu',
);

/** Other meeting and messaging services: a link to any of them takes the lesson elsewhere. */
export const OFF_PLATFORM_DOMAINS = [
  'zoom.us',
  'zoom.com',
  'meet.google.com',
  'hangouts.google.com',
  'teams.microsoft.com',
  'teams.live.com',
  'webex.com',
  'gotomeeting.com',
  'whereby.com',
  'meet.jit.si',
  'skype.com',
  'whatsapp.com',
  'wa.me',
  'telegram.me',
  'telegram.org',
  't.me',
  'signal.me',
  'signal.group',
  'viber.com',
  'line.me',
  'imo.im',
  'wechat.com',
  'discord.gg',
  'discord.com',
  'messenger.com',
  'm.me',
  'instagram.com',
  'snapchat.com',
  'kik.me',
] as const;

// A link's dots may be spaced ("t . me / name"): no sentence puts a service's name there.
const DOMAIN_DOT = String.raw`(?:\s*[(\[{]\s*dot\s*[)\]}]\s*|\s+dot\s+|\s*\.\s*)`;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A domain, also written with spaces around its dots or "dot" spelled out. */
function domainPattern(domain: string): string {
  const labels = domain.split('.').map(escape);
  const body = labels.join(DOMAIN_DOT);
  // A two-letter name ("t.me", "wa.me") is a link only with its path: "t.me/name".
  const short = (labels[0]?.length ?? 0) <= 2;
  return String.raw`(?<![\p{L}\p{N}])${body}${short ? String.raw`\s*/` : String.raw`(?![\p{L}\p{N}])`}`;
}

const LINK = new RegExp(OFF_PLATFORM_DOMAINS.map(domainPattern).join('|'), 'iu');

/**
 * The first kind of contact detail `text` holds, or null: a phone number (7 digits or more, in
 * any digits, spaced or dotted), an email address (also "name at mail dot com"), or a link to
 * another meeting or messaging service.
 */
export function findContactDetails(text: string): ContactKind | null {
  const plain = asciiDigits(text.normalize('NFKC'));
  if (LINK.test(plain)) return 'link';
  if ([EMAIL_AT_SIGN, EMAIL_SPELLED, EMAIL_SPACED].some((email) => email.test(plain))) {
    return 'email';
  }
  if (hasPhone(plain)) return 'phone';
  return null;
}
