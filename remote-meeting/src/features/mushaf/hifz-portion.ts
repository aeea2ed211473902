import type { AyahRef, Portion, PortionUnit } from '@app/shared';
import { toNumber } from '../../lib/quran/quran-refs';

// The lesson form's portion, from what the Sheikh typed. Only the shape is checked here (whole
// numbers where numbers go): whether the ayah exists and whether the range runs forwards are the
// API's rules, which answer their own codes, so the form and the server never disagree.

/** The form's portion fields, as typed: an ayah range within one surah, or two numbers. */
export interface PortionFields {
  surah: string;
  fromAyah: string;
  toAyah: string;
  /** The first page or juz. */
  from: string;
  /** The last page or juz; empty means the same as `from`. */
  to: string;
}

export type PortionField = keyof PortionFields;

export const EMPTY_PORTION: PortionFields = {
  surah: '',
  fromAyah: '',
  toAyah: '',
  from: '',
  to: '',
};

/** The portion, or the fields that do not hold a whole number. */
export type PortionResult = { portion: Portion } | { invalid: PortionField[] };

const WHOLE_NUMBER = /^[0-9\u0660-\u0669]{1,4}$/;

/** A whole number from 1, in Western or Arabic-Indic digits; null for anything else. */
export function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = toNumber(trimmed);
  return value >= 1 ? value : null;
}

/** Reads `first` and `last` (empty: the same as `first`), or names the fields that fail. */
function readEnds(
  fields: PortionFields,
  first: PortionField,
  last: PortionField,
): { from: number; to: number } | PortionField[] {
  const from = wholeNumber(fields[first]);
  const lastText = fields[last].trim();
  const to = lastText === '' ? from : wholeNumber(lastText);
  const invalid: PortionField[] = [];
  if (from === null) invalid.push(first);
  if (lastText !== '' && to === null) invalid.push(last);
  return from !== null && to !== null ? { from, to } : invalid;
}

/** The portion the fields name, in the unit chosen. */
export function portionOf(unit: PortionUnit, fields: PortionFields): PortionResult {
  if (unit !== 'ayat') {
    const ends = readEnds(fields, 'from', 'to');
    return Array.isArray(ends) ? { invalid: ends } : { portion: { unit, ...ends } };
  }
  const surah = wholeNumber(fields.surah);
  const ayat = readEnds(fields, 'fromAyah', 'toAyah');
  if (surah === null || Array.isArray(ayat)) {
    const invalid: PortionField[] = surah === null ? ['surah'] : [];
    return { invalid: Array.isArray(ayat) ? [...invalid, ...ayat] : invalid };
  }
  return {
    portion: { unit, from: { surah, ayah: ayat.from }, to: { surah, ayah: ayat.to } },
  };
}

/** The fields naming one ayah: the mushaf's highlighted one. */
export const fieldsOfAyah = (ref: AyahRef): PortionFields => ({
  ...EMPTY_PORTION,
  surah: String(ref.surah),
  fromAyah: String(ref.ayah),
  toAyah: String(ref.ayah),
});
