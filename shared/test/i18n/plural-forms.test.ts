import { pluralFormsOf } from '../../../tooling/jest/plural-expectations';
import {
  genderVariantProblems,
  pluralProblems,
  translationKeys,
} from '../../../tooling/jest/translation-keys';
import { ARABIC_PLURAL_FORMS, ENGLISH_PLURAL_FORMS } from '../../src/i18n/plural-forms';

const SIX = {
  zero: 'لا يوجد طلاب متصلون',
  one: 'طالب واحد متصل',
  two: 'طالبان متصلان',
  few: '{{count}} طلاب متصلون',
  many: '{{count}} طالبًا متصلًا',
  other: '{{count}} طالب متصل',
};

function counted(base: string, forms: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(forms).map(([form, text]) => [`${base}_${form}`, text]));
}

describe('plural forms', () => {
  it('are the forms of the languages plural rules', () => {
    expect([...ARABIC_PLURAL_FORMS].sort()).toEqual(pluralFormsOf('ar').sort());
    expect([...ENGLISH_PLURAL_FORMS].sort()).toEqual(pluralFormsOf('en').sort());
  });

  it('accepts a counted Arabic text with all six forms', () => {
    const ar = { room: counted('online', SIX) };
    expect(pluralProblems(ar, pluralFormsOf('ar'))).toEqual([]);
  });

  it('fails an Arabic counted text that lacks one of the six forms', () => {
    for (const form of ARABIC_PLURAL_FORMS) {
      const forms: Record<string, string> = { ...SIX };
      delete forms[form];
      const ar = { room: counted('online', forms) };
      expect(pluralProblems(ar, pluralFormsOf('ar'))).toEqual([`room.online: lacks ${form}`]);
    }
  });

  it('fails the _one/_other pair alone in Arabic', () => {
    const ar = { online_one: 'طالب واحد متصل', online_other: '{{count}} طلاب متصلون' };
    expect(pluralProblems(ar, pluralFormsOf('ar'))).toEqual(['online: lacks zero, two, few, many']);
  });

  it('fails a text that takes a number without plural forms, unless exempt with a reason', () => {
    const texts = {
      minutes: '{{count}} دقيقة',
      nameMin: 'يجب أن يتكون الاسم من {{min}} أحرف على الأقل',
      score: '{{rating}} من 5',
      name: 'مرحبًا {{name}}',
    };
    expect(pluralProblems(texts, pluralFormsOf('ar'))).toEqual([
      'minutes: takes count without plural forms',
      'nameMin: takes min without plural forms',
      'score: takes rating without plural forms',
    ]);
    expect(pluralProblems(texts, pluralFormsOf('ar'), { score: 'a score out of 5' })).toEqual([
      'minutes: takes count without plural forms',
      'nameMin: takes min without plural forms',
    ]);
  });

  it('compares texts, not forms: English two forms and Arabic six are the same text', () => {
    const en = { online_one: '{{count}} student online', online_other: '{{count}} students' };
    const ar = { ...counted('online', SIX), callDeclined: 'x', callDeclined_female: 'y' };
    expect(translationKeys(ar)).toEqual(['callDeclined', 'online']);
    expect(translationKeys(en)).toEqual(['online']);
  });
});

describe('gender variants', () => {
  it('asks a female form for its male twin and both for the neutral text', () => {
    const texts = {
      declined: 'n',
      declined_female: 'f',
      declined_male: 'm',
      joined_female: 'f',
      ended: 'n',
      ended_male: 'm',
    };
    expect(genderVariantProblems(texts)).toEqual([
      'ended_male: lacks ended_female',
      'joined_female: lacks joined_male',
      'joined_female: lacks the neutral joined',
    ]);
  });

  it('counts a text and its gender forms as one text', () => {
    expect(translationKeys({ a: 'n', a_female: 'f', a_male: 'm' })).toEqual(['a']);
  });
});
