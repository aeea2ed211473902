import { describe, expect, it } from '@jest/globals';
import { isHidden, testStart } from '../../../src/features/mushaf/recitation-test';

const test = { hiddenFrom: { surah: 2, ayah: 255, word: 3 } };

describe('isHidden', () => {
  it('hides from the word on, in reading order, across ayat and surahs', () => {
    expect(isHidden({ surah: 2, ayah: 255, word: 2 }, test)).toBe(false);
    expect(isHidden({ surah: 2, ayah: 255, word: 3 }, test)).toBe(true);
    expect(isHidden({ surah: 2, ayah: 254, word: 40 }, test)).toBe(false);
    expect(isHidden({ surah: 2, ayah: 256, word: 0 }, test)).toBe(true);
    expect(isHidden({ surah: 1, ayah: 7, word: 0 }, test)).toBe(false);
    expect(isHidden({ surah: 3, ayah: 1, word: 0 }, test)).toBe(true);
  });

  it('hides nothing without a test', () => {
    expect(isHidden({ surah: 114, ayah: 6, word: 0 }, null)).toBe(false);
  });
});

describe('testStart', () => {
  const page = { page: 42, juz: 3, hizb: 5, ayat: [{ surah: 2, ayah: 253, words: ['تِلۡكَ'] }] };

  it('starts at the chosen word', () => {
    const chosen = { surah: 2, ayah: 255, word: 4 };
    expect(testStart(chosen, { surah: 2, ayah: 253 }, page)).toEqual(chosen);
  });

  it('starts after the highlighted ayah, into the next surah at a surah’s end', () => {
    expect(testStart(null, { surah: 2, ayah: 254 }, page)).toEqual({
      surah: 2,
      ayah: 255,
      word: 0,
    });
    expect(testStart(null, { surah: 1, ayah: 7 }, page)).toEqual({ surah: 2, ayah: 1, word: 0 });
    expect(testStart(null, { surah: 114, ayah: 6 }, page)).toBeNull();
  });

  it('hides the whole page when nothing is chosen or highlighted', () => {
    expect(testStart(null, null, page)).toEqual({ surah: 2, ayah: 253, word: 0 });
  });
});
