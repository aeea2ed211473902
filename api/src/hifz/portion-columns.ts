import type { Portion } from '@app/shared/protocol';
import { ayahId, ayahRefOf, portionRange, type IdRange } from './quran-ranges';

/** A portion as a row keeps it: its unit, its ends' numbers, and the ayat it covers. */
export interface PortionColumns {
  unit: Portion['unit'];
  unitFrom: number;
  unitTo: number;
  firstAyah: number;
  lastAyah: number;
}

/**
 * The columns of a portion, as a lane's entry and a homework keep it: page or juz numbers, or
 * (for ayat) its ends' whole-Quran numbers, and its ayat (400 with hifz's codes when it does not
 * exist).
 */
export function toColumns(portion: Portion): PortionColumns {
  const range = portionRange(portion);
  const [unitFrom, unitTo] =
    portion.unit === 'ayat'
      ? [ayahId(portion.from), ayahId(portion.to)]
      : [portion.from, portion.to];
  return { unit: portion.unit, unitFrom, unitTo, firstAyah: range.first, lastAyah: range.last };
}

/** The portion as the Sheikh named it. */
export function portionOf(columns: PortionColumns): Portion {
  if (columns.unit === 'ayat') {
    return { unit: 'ayat', from: ayahRefOf(columns.unitFrom), to: ayahRefOf(columns.unitTo) };
  }
  return { unit: columns.unit, from: columns.unitFrom, to: columns.unitTo };
}

/** The ayat a portion's columns cover. */
export const rangeOf = (columns: PortionColumns): IdRange => ({
  first: columns.firstAyah,
  last: columns.lastAyah,
});
