import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import { PROFILE_TRANSLATIONS } from '../../src/i18n/translations';

it('counts with every plural form of each language', () => {
  expectCompletePlurals(PROFILE_TRANSLATIONS);
});
