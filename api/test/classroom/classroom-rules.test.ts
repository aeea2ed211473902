import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getPageMeta, meta } from 'quran-meta/hafs';
import { INITIAL_STATE } from '../../src/classroom/classroom-repository';
import { markStudent } from '../../src/classroom/classroom-access';
import { checkMark, subRuleFor } from '../../src/classroom/mark-rules';
import { applyUpdate, revealed } from '../../src/classroom/mushaf-state';
import { allWordCounts, ayahCount, wordCount } from '../../src/classroom/quran-text';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  return 'no error';
};

describe('classroom rules', () => {
  it('the shipped text and quran-meta agree: 114 surahs, 6,236 ayat, every ayah has words', () => {
    const counts = allWordCounts();
    assert.equal(counts.length, 114);
    assert.equal(
      counts.reduce((sum, surah) => sum + surah.length, 0),
      meta.numAyahs,
    );
    counts.forEach((surah, index) => assert.equal(surah.length, ayahCount(index + 1)));
    assert.ok(counts.every((surah) => surah.every((words) => words > 0)));
    assert.equal(counts[1]![254], 50);
    // The last page ends with the last ayah.
    assert.deepEqual(getPageMeta(604).last, [114, 6]);
  });

  it('a mark: the ayah and word must exist, and the sub-rule must fit the kind', () => {
    const base = { surah: 2, ayah: 255, word: 0 } as const;
    assert.equal(checkMark({ ...base, kind: 'tajweed', subRule: 'qalqalah' }), 'qalqalah');
    assert.equal(checkMark({ ...base, kind: 'memorisation', subRule: 'skipped' }), 'skipped');
    assert.equal(checkMark({ ...base, kind: 'harakat' }), null);
    assert.equal(
      codeOf(() => subRuleFor('harakat', 'madd')),
      'classroom.sub_rule_invalid',
    );
    assert.equal(
      codeOf(() => subRuleFor('memorisation', 'madd')),
      'classroom.sub_rule_invalid',
    );
    assert.equal(
      codeOf(() => checkMark({ ...base, ayah: 287, kind: 'harakat' })),
      'classroom.ayah_out_of_range',
    );
    assert.equal(
      codeOf(() => checkMark({ surah: 114, ayah: 7, word: 0, kind: 'harakat' })),
      'classroom.ayah_out_of_range',
    );
    assert.equal(
      codeOf(() => checkMark({ ...base, word: 50, kind: 'harakat' })),
      'classroom.word_out_of_range',
    );
  });

  it('a mark is for the one student of the session, or the named one who took part', () => {
    assert.equal(markStudent(['a'], undefined), 'a');
    assert.equal(markStudent(['a', 'b'], 'b'), 'b');
    assert.equal(
      codeOf(() => markStudent(['a', 'b'], undefined)),
      'classroom.student_required',
    );
    assert.equal(
      codeOf(() => markStudent(['a'], 'c')),
      'classroom.student_required',
    );
    assert.equal(
      codeOf(() => markStudent([], undefined)),
      'classroom.student_required',
    );
  });

  it('the shared mushaf: pages for all unless locked; highlight and lock for the teacher', () => {
    const teacher = { isTeacher: true, ayahCount, wordCount };
    const student = { isTeacher: false, ayahCount, wordCount };
    const opened = applyUpdate(
      INITIAL_STATE,
      { page: 42, highlight: { surah: 2, ayah: 255 } },
      teacher,
    );
    assert.deepEqual(opened, {
      ok: true,
      state: { page: 42, highlight: { surah: 2, ayah: 255 }, locked: false, test: null },
    });
    assert.deepEqual(applyUpdate(INITIAL_STATE, { page: 2 }, student), {
      ok: true,
      state: { page: 2, highlight: null, locked: false, test: null },
    });
    const locked = { ...INITIAL_STATE, locked: true };
    assert.equal(applyUpdate(locked, { page: 2 }, student).ok, false);
    assert.equal(applyUpdate(locked, { page: 2 }, teacher).ok, true);
    assert.equal(applyUpdate(INITIAL_STATE, { locked: true }, student).ok, false);
    assert.equal(applyUpdate(INITIAL_STATE, { highlight: null }, student).ok, false);
    assert.equal(
      applyUpdate(INITIAL_STATE, { highlight: { surah: 108, ayah: 4 } }, teacher).ok,
      false,
    );
  });

  it('the recitation test: the teacher hides from a word, reveals word by word, stops', () => {
    const teacher = { isTeacher: true, ayahCount, wordCount };
    const student = { isTeacher: false, ayahCount, wordCount };
    const hiddenFrom = { surah: 2, ayah: 255, word: 0 };
    const started = applyUpdate(INITIAL_STATE, { test: { hiddenFrom } }, teacher);
    assert.deepEqual(started.ok && started.state.test, { hiddenFrom });
    const on = { ...INITIAL_STATE, test: { hiddenFrom } };
    const once = applyUpdate(on, { reveal: 'word' }, teacher);
    assert.deepEqual(once.ok && once.state.test, { hiddenFrom: { ...hiddenFrom, word: 1 } });
    // The page turns and the highlight leave the test as it is.
    const turned = applyUpdate(on, { page: 43 }, teacher);
    assert.deepEqual(turned.ok && turned.state.test, { hiddenFrom });
    const stopped = applyUpdate(on, { test: null }, teacher);
    assert.equal(stopped.ok && stopped.state.test, null);
    // Only the teacher, only real words, one change at a time, a reveal needs a test.
    assert.equal(applyUpdate(on, { reveal: 'word' }, student).ok, false);
    assert.equal(applyUpdate(INITIAL_STATE, { test: { hiddenFrom } }, student).ok, false);
    const pastTheEnd = { hiddenFrom: { surah: 2, ayah: 255, word: 50 } };
    assert.equal(applyUpdate(INITIAL_STATE, { test: pastTheEnd }, teacher).ok, false);
    const noSuchAyah = { hiddenFrom: { surah: 108, ayah: 4, word: 0 } };
    assert.equal(applyUpdate(INITIAL_STATE, { test: noSuchAyah }, teacher).ok, false);
    assert.equal(applyUpdate(on, { test: null, reveal: 'word' }, teacher).ok, false);
    assert.equal(applyUpdate(INITIAL_STATE, { reveal: 'word' }, teacher).ok, false);
  });

  it('a reveal steps across ayat and surahs, and past the last word nothing is hidden', () => {
    const text = { ayahCount, wordCount };
    const lastOf255 = { surah: 2, ayah: 255, word: 49 };
    assert.deepEqual(revealed(lastOf255, 'word', text), { surah: 2, ayah: 256, word: 0 });
    assert.deepEqual(revealed({ surah: 2, ayah: 255, word: 3 }, 'ayah', text), {
      surah: 2,
      ayah: 256,
      word: 0,
    });
    assert.deepEqual(revealed({ surah: 1, ayah: 7, word: 0 }, 'ayah', text), {
      surah: 2,
      ayah: 1,
      word: 0,
    });
    const lastWord = { surah: 114, ayah: 6, word: wordCount(114, 6) - 1 };
    assert.equal(revealed(lastWord, 'word', text), null);
    const on = { ...INITIAL_STATE, test: { hiddenFrom: lastWord } };
    const shown = applyUpdate(on, { reveal: 'word' }, { isTeacher: true, ...text });
    assert.equal(shown.ok && shown.state.test, null);
  });
});
