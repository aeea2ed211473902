import type { AyahRef } from '@app/shared';
import { ayahCountOf, SURAH_TOTAL } from './page-layout';

/** A piece of a message: plain text, or a Quran reference ("2:255", "2:255-257"). */
export type TextPiece = { text: string } | { text: string; ref: AyahRef };

// Western or Arabic-Indic digits, "surah:ayah" with an optional "-ayah" range end.
const REFERENCE =
  /([0-9\u0660-\u0669]{1,3}):([0-9\u0660-\u0669]{1,3})(?:-([0-9\u0660-\u0669]{1,3}))?/g;

/** The number written in Western or Arabic-Indic digits ("255", "٢٥٥"). */
export const toNumber = (digits: string) =>
  Number(digits.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)));

/** The ayah a reference names, when it exists (2:255 yes, 1:8 and 115:1 no). */
function refOf(surahText: string, ayahText: string): AyahRef | null {
  const surah = toNumber(surahText);
  const ayah = toNumber(ayahText);
  if (surah < 1 || surah > SURAH_TOTAL || ayah < 1 || ayah > ayahCountOf(surah)) return null;
  return { surah, ayah };
}

/** Splits a message into text and Quran references, which the chat shows as links. */
export function splitQuranRefs(message: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of message.matchAll(REFERENCE)) {
    const ref = refOf(match[1]!, match[2]!);
    // Part of a longer run of numbers and colons (a time with seconds, "12:45:10") stays text.
    const before = message[match.index - 1] ?? '';
    const after = message[match.index + match[0].length] ?? '';
    if (!ref || /[0-9:\u0660-\u0669]/.test(before + after)) continue;
    if (match.index > last) pieces.push({ text: message.slice(last, match.index) });
    pieces.push({ text: match[0], ref });
    last = match.index + match[0].length;
  }
  if (last < message.length) pieces.push({ text: message.slice(last) });
  return pieces;
}
