import {
  MARK_SUB_RULES,
  type MarkKind,
  type MarkSubRule,
  type NewMistakeMark,
} from '@app/shared/protocol';
import { apiError } from '../lib/http-error';
import { ayahCount, wordCount } from './quran-text';

/**
 * The sub-rule a kind of mark carries: tajweed names a rule, memorisation a slip, harakat
 * none. A sub-rule of another kind, or a missing one, is refused.
 */
export function subRuleFor(kind: MarkKind, subRule: MarkSubRule | null | undefined) {
  const allowed: readonly string[] = MARK_SUB_RULES[kind];
  if (allowed.length === 0) {
    if (subRule) throw apiError('classroom.sub_rule_invalid');
    return null;
  }
  if (!subRule || !allowed.includes(subRule)) throw apiError('classroom.sub_rule_invalid');
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
