import type { AyahRange, MistakeMark, WordRef } from '@app/shared';

/** A word the reader tapped on a portion's page: where it is, and its text. */
export interface PortionWord extends WordRef {
  text: string;
}

/**
 * What a read-only page of a portion takes: the mushaf feature draws it, and a feature that
 * cannot import the mushaf (the review of a recording) receives it from the app layer as a slot.
 */
export interface PortionPageProps {
  /** The ayat the portion covers; the page of its first ayah opens first. */
  range: AyahRange;
  /** The marks to show on the page's words. */
  marks: readonly MistakeMark[];
  /** The word chosen for a mark, outlined until its kind is chosen. */
  selected?: PortionWord | null;
  /** A word tapped; the page is read-only without it. */
  onWord?(word: PortionWord): void;
}
