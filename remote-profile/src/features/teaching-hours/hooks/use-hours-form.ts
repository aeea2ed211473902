import type { TeachingHours } from '@app/shared';
import { useMemo, useState } from 'react';
import { useSaveTeachingHours } from '../api/use-teaching-hours';
import { hoursValuesChanged, hoursValuesOf, teachingHoursOf } from '../lib/hours-conversion';
import { hasProblems, hoursProblems, type HoursProblems } from '../lib/hours-problems';
import type { TeachingHoursValues } from '../lib/hours-values';
import { browserTimeZone } from '../lib/time-zones';

/** How the last save went: nothing to say yet, saved, or failed (the error, for its code). */
export type SaveOutcome = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; error: unknown };

const IDLE: SaveOutcome = { kind: 'idle' };

export interface HoursForm {
  values: TeachingHoursValues;
  problems: HoursProblems;
  /** Problems are shown once a save was tried; until then only those that are not blanks. */
  attempted: boolean;
  /** The form says something the saved hours do not. */
  dirty: boolean;
  saving: boolean;
  outcome: SaveOutcome;
  change<K extends keyof TeachingHoursValues>(
    field: K,
    edit: (current: TeachingHoursValues[K]) => TeachingHoursValues[K],
  ): void;
  submit(): Promise<void>;
}

/**
 * The hours editor's own state and save, apart from the profile's form: edits stay until they
 * are saved (a failed save keeps them), and a save that passes the checks starts the form again
 * from the hours the server answers.
 */
export function useHoursForm(saved: TeachingHours | null): HoursForm {
  const save = useSaveTeachingHours();
  const [start, setStart] = useState(() => hoursValuesOf(saved, browserTimeZone()));
  const [values, setValues] = useState(start);
  const [attempted, setAttempted] = useState(false);
  const [outcome, setOutcome] = useState<SaveOutcome>(IDLE);
  const problems = useMemo(() => hoursProblems(values), [values]);

  const change: HoursForm['change'] = (field, edit) => {
    setValues((current) => ({ ...current, [field]: edit(current[field]) }));
    // "Saved" is no longer true of an edited form; a refusal stays until the next save.
    setOutcome((current) => (current.kind === 'saved' ? IDLE : current));
  };

  const submit = async () => {
    setAttempted(true);
    setOutcome(IDLE);
    if (hasProblems(problems)) return;
    const sent = values;
    const body = teachingHoursOf(sent);
    try {
      const answer = await save.mutateAsync(body);
      const next = hoursValuesOf(answer ?? body, sent.timeZone);
      setStart(next);
      // Edits made while the save was on its way are kept, unsaved.
      setValues((current) => (current === sent ? next : current));
      setAttempted(false);
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };

  return {
    values,
    problems,
    attempted,
    dirty: hoursValuesChanged(start, values),
    saving: save.isPending,
    outcome,
    change,
    submit,
  };
}
