import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import { ADMIN_TRANSLATIONS } from '../../src/i18n/translations';

it('counts with every plural form of each language', () => {
  expectCompletePlurals(ADMIN_TRANSLATIONS);
});
