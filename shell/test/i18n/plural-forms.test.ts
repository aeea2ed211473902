import { COMMON_TRANSLATIONS } from '../../../shared/src/i18n/common-translations';
import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import { NOTIFICATIONS_TRANSLATIONS } from '../../src/features/notifications/i18n/translations';
import { SHELL_TRANSLATIONS } from '../../src/i18n/translations';

it.each([
  ['shell', SHELL_TRANSLATIONS],
  ['common', COMMON_TRANSLATIONS],
  ['notifications', NOTIFICATIONS_TRANSLATIONS],
])('the %s namespace counts with every plural form of each language', (_name, translations) => {
  expectCompletePlurals(translations);
});
