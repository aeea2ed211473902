import { ApiError, type FieldError, type ReportReason } from '@app/shared';

/** A refused report: a field error on the note (shown under it), or a refusal of the whole. */
export type ReportRefusal = { on: 'note'; error: FieldError } | { on: 'form'; error: unknown };

/** After a sent report, the block asked for with it: done, or refused (null: not asked). */
export type BlockOutcome = { ok: true } | { ok: false; error: unknown } | null;

export interface ReportFormState {
  reason: ReportReason | null;
  note: string;
  alsoBlock: boolean;
  phase: 'editing' | 'sending' | 'sent';
  refusal: ReportRefusal | null;
  block: BlockOutcome;
}

export type ReportFormEvent =
  | { type: 'reason'; reason: ReportReason }
  | { type: 'note'; note: string }
  | { type: 'alsoBlock'; alsoBlock: boolean }
  | { type: 'sending' }
  | { type: 'refused'; error: unknown }
  | { type: 'sent'; block: BlockOutcome };

export const EMPTY_REPORT_FORM: ReportFormState = {
  reason: null,
  note: '',
  alsoBlock: false,
  phase: 'editing',
  refusal: null,
  block: null,
};

/** The server names the refused field by its path in the body; the note is a top-level field. */
const isNoteField = (error: FieldError) => error.field.split('.').at(-1) === 'note';

/** Where a refusal belongs: under the note when the server refused the note, else atop the form. */
export function refusalOf(error: unknown): ReportRefusal {
  const noteError = error instanceof ApiError ? error.errors.find(isNoteField) : undefined;
  return noteError ? { on: 'note', error: noteError } : { on: 'form', error };
}

/** A report can go once it has a reason, and only once at a time. */
export const canSend = (state: ReportFormState): boolean =>
  state.phase === 'editing' && state.reason !== null;

/** The report dialog's one state: what is chosen and typed, and how sending it went. */
export function reportFormReducer(state: ReportFormState, event: ReportFormEvent): ReportFormState {
  if (state.phase === 'sent') return state;
  switch (event.type) {
    // A change answers the last refusal: it is shown until the user acts on it.
    case 'reason':
      return { ...state, reason: event.reason, refusal: null };
    case 'note':
      return { ...state, note: event.note, refusal: null };
    case 'alsoBlock':
      return { ...state, alsoBlock: event.alsoBlock };
    case 'sending':
      return canSend(state) ? { ...state, phase: 'sending', refusal: null } : state;
    case 'refused':
      return { ...state, phase: 'editing', refusal: refusalOf(event.error) };
    case 'sent':
      return { ...state, phase: 'sent', block: event.block };
  }
}
