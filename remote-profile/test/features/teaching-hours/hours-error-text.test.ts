import { ApiError, i18n, initI18n, withoutIsolates } from '@app/shared';
import { hoursSaveErrorText } from '../../../src/features/teaching-hours/api/hours-error-text';
import { registerProfileTranslations } from '../../../src/i18n/translations';

beforeAll(async () => {
  await initI18n();
  registerProfileTranslations();
});
afterEach(() => i18n.changeLanguage('en'));

describe('the text of a refused save of teaching hours', () => {
  it('says the server rule by its code, in English and Arabic', async () => {
    const overlap = new ApiError('Two ranges of hours overlap', 400, 'booking.ranges_overlap');
    await i18n.changeLanguage('en');
    expect(hoursSaveErrorText(i18n.getFixedT('en', 'profile'), overlap)).toBe(
      'Two ranges of hours overlap. Join them or move one.',
    );
    await i18n.changeLanguage('ar');
    expect(withoutIsolates(hoursSaveErrorText(i18n.getFixedT('ar', 'profile'), overlap))).toBe(
      'فترتان متداخلتان. اجمعهما أو انقل إحداهما.',
    );
  });

  it('says a lost session plainly, and anything else in its own words', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.getFixedT('en', 'profile');
    expect(hoursSaveErrorText(t, new ApiError('Unauthorized', 401, 'auth.not_authenticated'))).toBe(
      'You must be logged in to update your profile',
    );
    expect(hoursSaveErrorText(t, new TypeError('Failed to fetch'))).toBe(
      'Your teaching hours could not be saved.',
    );
  });
});
