import {
  EMPTY_PORTION,
  fieldsOfAyah,
  portionOf,
  wholeNumber,
} from '../../../src/features/mushaf/hifz-portion';

describe("the lesson form's portion", () => {
  it('reads whole numbers in Western or Arabic-Indic digits, and nothing else', () => {
    expect(wholeNumber(' 67 ')).toBe(67);
    expect(wholeNumber('٥٦٠')).toBe(560);
    for (const text of ['', '0', '-3', '2.5', '67:1', 'abc', '12345']) {
      expect(wholeNumber(text)).toBeNull();
    }
  });

  it('names an ayah range within one surah, the last ayah defaulting to the first', () => {
    expect(
      portionOf('ayat', { ...EMPTY_PORTION, surah: '67', fromAyah: '1', toAyah: '10' }),
    ).toEqual({
      portion: { unit: 'ayat', from: { surah: 67, ayah: 1 }, to: { surah: 67, ayah: 10 } },
    });
    expect(portionOf('ayat', { ...EMPTY_PORTION, surah: '2', fromAyah: '255' })).toEqual({
      portion: { unit: 'ayat', from: { surah: 2, ayah: 255 }, to: { surah: 2, ayah: 255 } },
    });
  });

  it('names pages and juz by two numbers, the second defaulting to the first', () => {
    expect(portionOf('pages', { ...EMPTY_PORTION, from: '560', to: '562' })).toEqual({
      portion: { unit: 'pages', from: 560, to: 562 },
    });
    expect(portionOf('juz', { ...EMPTY_PORTION, from: '30' })).toEqual({
      portion: { unit: 'juz', from: 30, to: 30 },
    });
  });

  it('leaves the ranges to the API: a reversed range is sent as typed', () => {
    expect(portionOf('pages', { ...EMPTY_PORTION, from: '10', to: '5' })).toEqual({
      portion: { unit: 'pages', from: 10, to: 5 },
    });
  });

  it('names the fields that hold no whole number, and only those', () => {
    expect(portionOf('ayat', EMPTY_PORTION)).toEqual({ invalid: ['surah', 'fromAyah'] });
    expect(
      portionOf('ayat', { ...EMPTY_PORTION, surah: '67', fromAyah: '1', toAyah: 'x' }),
    ).toEqual({ invalid: ['toAyah'] });
    expect(portionOf('pages', { ...EMPTY_PORTION, to: '4' })).toEqual({ invalid: ['from'] });
    // The ayat's fields do not count for pages.
    expect(portionOf('juz', { ...EMPTY_PORTION, surah: 'x', from: '1', to: '3' })).toEqual({
      portion: { unit: 'juz', from: 1, to: 3 },
    });
  });

  it('fills one ayah from the highlight', () => {
    expect(fieldsOfAyah({ surah: 67, ayah: 5 })).toEqual({
      ...EMPTY_PORTION,
      surah: '67',
      fromAyah: '5',
      toAyah: '5',
    });
  });
});
