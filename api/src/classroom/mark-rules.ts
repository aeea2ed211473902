import {
  MARK_SUB_RULES,
  type MarkKind,
  type MarkSubRule,
  type NewMistakeMark,
} from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { ayahCount, wordCount } from './quran-text';

/**
 * The sub-rule a mark carries: a tajweed rule or a memorisation slip, or none yet (a mark is
 * saved with its kind alone, in one tap during the recitation, and refined afterwards).
 * Harakat has none; a sub-rule of another kind is refused.
 */
export function subRuleFor(kind: MarkKind, subRule: MarkSubRule | null | undefined) {
  if (!subRule) return null;
  const allowed: readonly string[] = MARK_SUB_RULES[kind];
  if (!allowed.includes(subRule)) throw apiError('classroom.sub_rule_invalid');
  return subRule;
}

/** 400 unless the ayah exists in its surah (the surah's range is checked by the schema). */
export function assertAyah(surah: number, ayah: number): void {
  if (ayah < 1 || ayah > ayahCount(surah)) throw apiError('classroom.ayah_out_of_range');
}

/** Checks a new mark against the text: its ayah, its word and its sub-rule. */
export function checkMark(input: NewMistakeMark): MarkSubRule | null {
  assertAyah(input.surah, input.ayah);
  if (input.word >= wordCount(input.surah, input.ayah)) {
    throw apiError('classroom.word_out_of_range');
  }
  return subRuleFor(input.kind, input.subRule);
}
