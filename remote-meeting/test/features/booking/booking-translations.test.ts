import { changeLanguage, i18n, initI18n, isApiErrorCode, ApiError } from '@app/shared';
import { withoutIsolates } from '@app/shared/bidi';
import { expectCompletePlurals } from '../../../../tooling/jest/plural-expectations';
import {
  emptyTranslations,
  genderVariantProblems,
  translationKeys,
  untranslatedArabic,
} from '../../../../tooling/jest/translation-keys';
import { bookingErrorText } from '../../../src/features/booking/booking-error';
import {
  BOOKING_TRANSLATIONS,
  registerBookingTranslations,
} from '../../../src/i18n/booking-translations';
import { bookingAr } from '../../../src/i18n/booking-ar';
import { bookingEn } from '../../../src/i18n/booking-en';

beforeAll(async () => {
  await initI18n();
  registerBookingTranslations();
});

describe('the booking texts', () => {
  it('are the same, non-empty texts in English and Arabic, and Arabic in Arabic', () => {
    expect(untranslatedArabic(bookingAr)).toEqual([]);
    expect(translationKeys(bookingAr)).toEqual(translationKeys(bookingEn));
    expect([...emptyTranslations(bookingEn), ...emptyTranslations(bookingAr)]).toEqual([]);
    expect(genderVariantProblems(bookingAr)).toEqual([]);
  });

  it('count with every plural form of each language', () => {
    expectCompletePlurals(BOOKING_TRANSLATIONS);
  });

  it('count booked lessons in all six Arabic forms', async () => {
    await changeLanguage('ar');
    const t = i18n.getFixedT('ar', 'booking');
    expect([0, 1, 2, 3, 11, 100].map((count) => withoutIsolates(t('booked', { count })))).toEqual([
      'لم يُحجز أي درس',
      'حُجز درس واحد',
      'حُجز درسان',
      'حُجزت 3 دروس',
      'حُجز 11 درسًا',
      'حُجز 100 درس',
    ]);
    await changeLanguage('en');
  });

  it("speak of the Sheikh by the Sheikh's gender in Arabic", () => {
    const t = i18n.getFixedT('ar', 'booking');
    expect(t('notBookable', { context: 'female' })).toBe('لا تستقبل هذه المعلّمة حجوزات بعد.');
    expect(t('notBookable', { context: 'male' })).toBe('لا يستقبل هذا الشيخ حجوزات بعد.');
    expect(t('notBookable')).toBe('لم تُفتح مواعيد للحجز في هذه الصفحة بعد.');
  });
});

describe('refusals of a booking', () => {
  const refusal = (code: string, status = 409) =>
    new ApiError(`refused: ${code}`, status, code, []);

  it('are said by their code, never by the server’s message', () => {
    expect(isApiErrorCode('booking.slot_taken')).toBe(true);
    const en = i18n.getFixedT('en', 'common');
    expect(bookingErrorText(refusal('booking.slot_taken'), en, undefined)).toBe(
      'Someone has just booked this time. Choose another slot.',
    );
    expect(bookingErrorText(new Error('boom'), en, undefined)).toBe(en('errors.generic'));
  });

  it("agree with the Sheikh's gender in Arabic", () => {
    const ar = i18n.getFixedT('ar', 'common');
    expect(bookingErrorText(refusal('family.sheikh_not_allowed', 403), ar, 'female')).toBe(
      'إعدادات وليّ أمرك لا تشمل هذه المعلّمة.',
    );
    expect(bookingErrorText(refusal('calls.blocked'), ar, 'male')).toBe(
      'حظرت هذا الشيخ. ألغِ الحظر من صفحته لتتصل به.',
    );
  });
});
