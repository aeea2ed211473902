import {
  firstWordOfNextAyah,
  type ClassroomUpdateRequest,
  type MushafState,
  type RecitationTest,
  type RevealStep,
  type WordRef,
} from '@app/shared/protocol';

/** A refused update names its code in the refusal catalogue. */
export type UpdateResult =
  | { ok: true; state: MushafState }
  | {
      ok: false;
      code:
        | 'classroom.not_teacher'
        | 'classroom.pages_locked'
        | 'classroom.ayah_out_of_range'
        | 'classroom.word_out_of_range'
        | 'classroom.no_test'
        | 'request.invalid';
    };

/** What the rules need to know of the text: how many ayat a surah and words an ayah has. */
export interface QuranShape {
  ayahCount(surah: number): number;
  /** Of an ayah that exists. */
  wordCount(surah: number, ayah: number): number;
}

interface Sender extends QuranShape {
  /** The sender is the meeting's teacher. */
  isTeacher: boolean;
}

type Refusal = Extract<UpdateResult, { ok: false }>;
const refuse = (code: Refusal['code']): Refusal => ({ ok: false, code });

const TEACHER_ONLY = ['highlight', 'locked', 'test', 'reveal'] as const;

/**
 * The rules of the shared mushaf, as a pure function: anyone in the session turns pages
 * unless the teacher locked navigation; only the teacher highlights, locks and runs the
 * recitation test.
 */
export function applyUpdate(
  current: MushafState,
  update: Omit<ClassroomUpdateRequest, 'roomName'>,
  sender: Sender,
): UpdateResult {
  const teacherOnly = TEACHER_ONLY.some((field) => update[field] !== undefined);
  if (teacherOnly && !sender.isTeacher) {
    return refuse('classroom.not_teacher');
  }
  if (update.page !== undefined && current.locked && !sender.isTeacher) {
    return refuse('classroom.pages_locked');
  }
  const { highlight } = update;
  if (highlight && highlight.ayah > sender.ayahCount(highlight.surah)) {
    return refuse('classroom.ayah_out_of_range');
  }
  const test = nextTest(current.test, update, sender);
  if ('refusal' in test) return test.refusal;
  return {
    ok: true,
    state: {
      page: update.page ?? current.page,
      highlight: highlight === undefined ? current.highlight : highlight,
      locked: update.locked ?? current.locked,
      test: test.value,
    },
  };
}

function nextTest(
  current: RecitationTest | null,
  { test, reveal }: Pick<ClassroomUpdateRequest, 'test' | 'reveal'>,
  text: QuranShape,
): { value: RecitationTest | null } | { refusal: Refusal } {
  if (test !== undefined && reveal !== undefined) {
    // Starting or stopping a test and revealing are separate steps.
    return { refusal: refuse('request.invalid') };
  }
  if (test === null) return { value: null };
  if (test) {
    return isWord(test.hiddenFrom, text)
      ? { value: test }
      : { refusal: refuse('classroom.word_out_of_range') };
  }
  if (!reveal) return { value: current };
  if (!current) return { refusal: refuse('classroom.no_test') };
  const hiddenFrom = revealed(current.hiddenFrom, reveal, text);
  // Once the last word of the Quran is shown, nothing is left to hide.
  return { value: hiddenFrom ? { hiddenFrom } : null };
}

function isWord({ surah, ayah, word }: WordRef, text: QuranShape): boolean {
  return ayah <= text.ayahCount(surah) && word < text.wordCount(surah, ayah);
}

/** Where the hiding starts once `step` more is shown; null past the last word of the Quran. */
export function revealed(from: WordRef, step: RevealStep, text: QuranShape): WordRef | null {
  const { surah, ayah, word } = from;
  if (step === 'word' && word + 1 < text.wordCount(surah, ayah)) {
    return { surah, ayah, word: word + 1 };
  }
  return firstWordOfNextAyah(from, (number) => text.ayahCount(number));
}
