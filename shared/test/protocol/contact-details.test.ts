/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { findContactDetails, type ContactKind } from '../../src/protocol/contact-details';

const refused: [string, ContactKind][] = [
  // Phone numbers, in every digit and spacing.
  ['call me on 0501234567', 'phone'],
  ['رقمي ٠٥٠١٢٣٤٥٦٧', 'phone'],
  ['رقمي ۰۵۰۱۲۳۴۵۶۷', 'phone'],
  ['050 123 4567', 'phone'],
  ['+966 50 123 4567', 'phone'],
  ['+966-50-123-4567', 'phone'],
  ['(050) 123-4567', 'phone'],
  ['0.5.0.1.2.3.4.5.6.7', 'phone'],
  ['0 5 0 1 2 3 4 5 6 7', 'phone'],
  ['٠٥٠ ١٢٣ ٤٥٦٧', 'phone'],
  ['٠٥٠٫١٢٣٫٤٥٦٧', 'phone'],
  ['0５0１２３４５６７', 'phone'],
  ['123 4567', 'phone'],
  ['lesson on 28/11/2026, call 0501234567', 'phone'],
  // Email addresses, with the sign or spelled out.
  ['ahmad@example.com', 'email'],
  ['ahmad @ gmail . com', 'email'],
  ['ahmad＠gmail.com', 'email'],
  ['ahmad at gmail dot com', 'email'],
  ['ahmad (at) gmail (dot) com', 'email'],
  ['ahmad [at] gmail [dot] com', 'email'],
  ['ahmad at gmail.com', 'email'],
  ['ahmad at gmail . com', 'email'],
  ['AHMAD AT HOTMAIL DOT CO DOT UK', 'email'],
  ['راسلني على ahmad@mail.sa', 'email'],
  // Links to other meeting and messaging services.
  ['https://zoom.us/j/123456789', 'link'],
  ['join zoom.us/j/98765', 'link'],
  ['meet.google.com/abc-defg-hij', 'link'],
  ['https://wa.me/966501234567', 'link'],
  ['wa.me/message/ABC', 'link'],
  ['t.me/ahmad_teacher', 'link'],
  ['t . me / ahmad', 'link'],
  ['chat.whatsapp.com/Invite', 'link'],
  ['whatsapp dot com', 'link'],
  ['telegram.me/ahmad', 'link'],
  ['join.skype.com/abc', 'link'],
  ['discord.gg/quran', 'link'],
  ['https://teams.microsoft.com/l/meetup-join/1', 'link'],
  ['meet.jit.si/MyRoom', 'link'],
  ['INSTAGRAM.COM/teacher', 'link'],
];

const allowed = [
  'Read 2:255 again, then 2:256 to 2:257.',
  'اقرأ الآية ٢٥٥ من سورة البقرة',
  'page 42, juz 3, hizb 5',
  'ayat 255, 256, 257',
  'The next lesson is on 28/11/2026 at 10:00.',
  'See you on 2026-11-28.',
  '١٤٤٧/٠٥/٠٦',
  'Let us meet at noon. Then we revise.',
  'Look at the sukoon. Me too, I missed it.',
  'zoomed in on the page',
  'at home. My brother recites too',
  'Great recitation! 5 stars',
  'listen on quran.com/2/255',
  'the meeting is at 7',
  'I memorised 114 surahs in 2024',
  'at.me',
  'email is important',
  'مع السلامة، نلتقي غدًا',
];

describe('findContactDetails', () => {
  it.each(refused)('refuses %j as %s', (text, kind) => {
    expect(findContactDetails(text)).toBe(kind);
  });

  it.each(allowed)('lets %j through', (text) => {
    expect(findContactDetails(text)).toBeNull();
  });
});
