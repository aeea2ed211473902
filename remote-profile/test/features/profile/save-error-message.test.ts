import { ApiError, i18n, initI18n, withoutIsolates } from '@app/shared';
import type { TFunction } from '@app/shared/core';
import { saveErrorMessage } from '../../../src/features/profile/api/save-error-message';
import { InvalidProfileResponseError } from '../../../src/features/profile/api/update-profile';
import { registerProfileTranslations } from '../../../src/i18n/translations';

let t: TFunction;

beforeAll(async () => {
  await initI18n();
  registerProfileTranslations();
  await i18n.changeLanguage('en');
  t = i18n.getFixedT('en', 'profile');
});

describe('the text of a failed save', () => {
  it('says the picture is too large or of the wrong type in the user language', () => {
    expect(saveErrorMessage(t, new ApiError('File is too large', 413))).toBe(
      'File is too large. Maximum size: 2 MB.',
    );
    expect(saveErrorMessage(t, new ApiError('BMP images cannot be processed yet', 415))).toBe(
      'Invalid file type. Please select a JPEG, PNG, or WebP image',
    );
    expect(saveErrorMessage(i18n.getFixedT('ar', 'profile'), new ApiError('x', 413))).toBe(
      'الملف كبير جدًا. الحد الأقصى للحجم: 2 ميغابايت.',
    );
  });

  it('says a lost session plainly', () => {
    expect(saveErrorMessage(t, new ApiError('Unauthorized', 401))).toBe(
      'You must be logged in to update your profile',
    );
  });

  it('translates any other server answer by its code, never showing its wording', async () => {
    const tooLong = new ApiError('name: Name is required', 400, 'validation.failed', [
      { field: 'name', code: 'too_long', params: { max: 100 } },
    ]);
    expect(saveErrorMessage(t, tooLong)).toBe('Name must be at most 100 characters');
    await i18n.changeLanguage('ar');
    expect(withoutIsolates(saveErrorMessage(i18n.getFixedT('ar', 'profile'), tooLong))).toBe(
      'يجب ألا يزيد الاسم على 100 حرف',
    );
    await i18n.changeLanguage('en');
    expect(saveErrorMessage(t, new ApiError('Database on fire', 500, 'server.error'))).toBe(
      'Something went wrong on our side. Please try again.',
    );
    expect(saveErrorMessage(t, new ApiError('Brand new', 400, 'some.future_code'))).toBe(
      'Something went wrong',
    );
    expect(saveErrorMessage(t, 'Network down')).toBe('Failed to update profile');
  });

  it('falls back to the generic text, and translates an answer without a user', () => {
    expect(saveErrorMessage(t, null)).toBe('Failed to update profile');
    expect(saveErrorMessage(t, new InvalidProfileResponseError('x'))).toBe(
      'Invalid response from server',
    );
  });
});
