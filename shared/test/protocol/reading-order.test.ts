import { firstWordOfNextAyah } from '../../src/protocol/reading-order';

// Al-Fatiha has 7 ayat, An-Nas (the last surah) 6.
const ayahCount = (surah: number) => (surah === 1 ? 7 : 6);

it('steps to the next ayah of the surah', () => {
  expect(firstWordOfNextAyah({ surah: 1, ayah: 3 }, ayahCount)).toEqual({
    surah: 1,
    ayah: 4,
    word: 0,
  });
});

it('steps from the last ayah of a surah to the first of the next', () => {
  expect(firstWordOfNextAyah({ surah: 1, ayah: 7 }, ayahCount)).toEqual({
    surah: 2,
    ayah: 1,
    word: 0,
  });
});

it('has nothing after the last ayah of the Quran', () => {
  expect(firstWordOfNextAyah({ surah: 114, ayah: 6 }, ayahCount)).toBeNull();
});
