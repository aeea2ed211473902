import { expectCompletePlurals } from '../../../tooling/jest/plural-expectations';
import { MEETING_TRANSLATIONS } from '../../src/i18n/translations';

it('counts with every plural form of each language', () => {
  expectCompletePlurals(MEETING_TRANSLATIONS);
});
