import { changeLanguage, i18n, initI18n, type Portion } from '@app/shared';
import { registerHifzTranslations } from '../../src/i18n/hifz-translations';
import { entryLabel } from '../../src/lib/hifz/entry-label';
import { ayahSpan, portionLabel } from '../../src/lib/hifz/portion-label';

const FSI = '\u2068';
const PDI = '\u2069';

beforeAll(async () => {
  await initI18n();
  registerHifzTranslations();
});

const label = (portion: Portion) => portionLabel(portion, i18n.getFixedT(i18n.language, 'hifz'));

describe('portion labels', () => {
  it('names ayah ranges the way the chat and homework write them', () => {
    expect(ayahSpan({ surah: 67, ayah: 1 }, { surah: 67, ayah: 10 })).toBe('67:1-10');
    expect(ayahSpan({ surah: 2, ayah: 255 }, { surah: 2, ayah: 255 })).toBe('2:255');
    expect(ayahSpan({ surah: 2, ayah: 250 }, { surah: 3, ayah: 5 })).toBe('2:250-3:5');
  });

  it('names pages and juz in English, one or a range', async () => {
    await changeLanguage('en');
    expect(label({ unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } })).toBe(
      '67:1-10',
    );
    expect(label({ unit: 'pages', from: 560, to: 562 })).toBe('Pages 560-562');
    expect(label({ unit: 'pages', from: 5, to: 5 })).toBe('Page 5');
    expect(label({ unit: 'juz', from: 30, to: 30 })).toBe('Juz 30');
    expect(label({ unit: 'juz', from: 1, to: 3 })).toBe('Juz 1-3');
  });

  it('names them in Arabic with Latin digits, a range kept as one left-to-right run', async () => {
    await changeLanguage('ar');
    expect(label({ unit: 'pages', from: 560, to: 562 })).toBe(`الصفحات ${FSI}560-562${PDI}`);
    expect(label({ unit: 'pages', from: 5, to: 5 })).toBe(`الصفحة ${FSI}5${PDI}`);
    expect(label({ unit: 'juz', from: 30, to: 30 })).toBe(`الجزء ${FSI}30${PDI}`);
    expect(label({ unit: 'juz', from: 1, to: 3 })).toBe(`الأجزاء ${FSI}1-3${PDI}`);
    expect(label({ unit: 'ayat', from: { surah: 2, ayah: 250 }, to: { surah: 3, ayah: 5 } })).toBe(
      '2:250-3:5',
    );
  });

  it('puts lane, portion and grade in one line', async () => {
    await changeLanguage('en');
    const t = i18n.getFixedT('en', 'common');
    const line = entryLabel(
      {
        lane: 'sabaq',
        grade: 'good',
        portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
      },
      t,
    );
    expect(line).toBe(`Sabaq · ${FSI}67:1-10${PDI} · Good`);
    await changeLanguage('ar');
    expect(
      entryLabel(
        { lane: 'manzil', grade: 'repeat', portion: { unit: 'juz', from: 30, to: 30 } },
        i18n.getFixedT('ar', 'common'),
      ),
    ).toBe(`منزل · ${FSI}الجزء ${FSI}30${PDI}${PDI} · إعادة`);
  });
});
