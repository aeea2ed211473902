import { splitQuranRefs } from '../../src/lib/quran/quran-refs';

describe('Quran references in chat messages', () => {
  it('turns existing ayat into references, with Western or Arabic-Indic digits and ranges', () => {
    expect(splitQuranRefs('Revise 2:255-257 and ١١٢:١ please')).toEqual([
      { text: 'Revise ' },
      { text: '2:255-257', ref: { surah: 2, ayah: 255 } },
      { text: ' and ' },
      { text: '١١٢:١', ref: { surah: 112, ayah: 1 } },
      { text: ' please' },
    ]);
    expect(splitQuranRefs('2:255')).toEqual([{ text: '2:255', ref: { surah: 2, ayah: 255 } }]);
  });

  it('leaves what is not an ayah as text: missing ayat, surahs past 114, longer number runs', () => {
    for (const text of ['1:8', '115:1', 'at 12:45:10', '2:255:1', 'no numbers']) {
      expect(splitQuranRefs(text)).toEqual([{ text }]);
    }
  });
});
