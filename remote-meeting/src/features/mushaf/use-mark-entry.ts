import { apiErrorText, type MarkKind, type MarkRefinement, type MistakeMark } from '@app/shared';
import { useCallback, useState } from 'react';
import * as api from './api/classroom-api';
import type { ClassroomAction } from './classroom-reducer';
import type { WordTarget } from './components/mushaf-page';

export interface MarkEntry {
  /** The word the Sheikh tapped (or reached by keyboard), its bar open. */
  target: WordTarget | null;
  /** The mark just saved on that word, while the Sheikh may refine or undo it. */
  saved: MistakeMark | null;
  busy: boolean;
  error: string | null;
  select(target: WordTarget | null): void;
  /** Saves a mark of this kind on the word: one tap, nothing else asked. */
  mark(kind: MarkKind, on?: WordTarget): Promise<void>;
  refine(mark: MistakeMark, change: MarkRefinement): Promise<void>;
  remove(mark: MistakeMark): Promise<void>;
}

/** The Sheikh's marking of words: which word is chosen, and the calls that write its marks. */
export function useMarkEntry(
  meetingId: string | null,
  dispatch: (action: ClassroomAction) => void,
): MarkEntry {
  const [target, setTarget] = useState<WordTarget | null>(null);
  const [saved, setSaved] = useState<MistakeMark | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(apiErrorText(caught));
    } finally {
      setBusy(false);
    }
  }, []);

  const select = useCallback((next: WordTarget | null) => {
    setTarget(next);
    setSaved(null);
    setError(null);
  }, []);

  const mark = useCallback(
    (kind: MarkKind, on?: WordTarget) => {
      const word = on ?? target;
      if (!meetingId || !word) return Promise.resolve();
      if (on) select(on);
      return run(async () => {
        const added = await api.addMark(meetingId, {
          surah: word.surah,
          ayah: word.ayah,
          word: word.word,
          kind,
        });
        dispatch({ type: 'markAdded', mark: added });
        setSaved(added);
      });
    },
    [meetingId, target, select, run, dispatch],
  );

  const refine = useCallback(
    (current: MistakeMark, change: MarkRefinement) =>
      run(async () => {
        if (!meetingId) return;
        const updated = await api.refineMark(meetingId, current.id, change);
        dispatch({ type: 'markUpdated', mark: updated });
        setSaved((shown) => (shown?.id === updated.id ? updated : shown));
      }),
    [meetingId, run, dispatch],
  );

  const remove = useCallback(
    (current: MistakeMark) =>
      run(async () => {
        if (!meetingId) return;
        await api.removeMark(meetingId, current.id);
        dispatch({ type: 'markRemoved', id: current.id });
        setSaved((shown) => (shown?.id === current.id ? null : shown));
      }),
    [meetingId, run, dispatch],
  );

  return { target, saved, busy, error, select, mark, refine, remove };
}
