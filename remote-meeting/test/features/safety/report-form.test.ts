import { ApiError } from '@app/shared';
import {
  canSend,
  EMPTY_REPORT_FORM,
  refusalOf,
  reportFormReducer,
  type ReportFormEvent,
  type ReportFormState,
} from '../../../src/features/safety/report-form';

const run = (events: ReportFormEvent[], from = EMPTY_REPORT_FORM): ReportFormState =>
  events.reduce(reportFormReducer, from);

describe('the report form', () => {
  it('can be sent once a reason is chosen, and not twice at once', () => {
    expect(canSend(EMPTY_REPORT_FORM)).toBe(false);
    const chosen = run([{ type: 'reason', reason: 'other' }]);
    expect(canSend(chosen)).toBe(true);
    const sending = run([{ type: 'sending' }], chosen);
    expect(sending.phase).toBe('sending');
    expect(canSend(sending)).toBe(false);
    // Without a reason nothing is sent.
    expect(run([{ type: 'sending' }]).phase).toBe('editing');
  });

  it('places a refused note under the note and any other refusal atop the form', () => {
    const note = new ApiError('Validation failed', 400, 'validation.failed', [
      { field: 'note', code: 'contact_details', params: {} },
    ]);
    expect(refusalOf(note)).toEqual({
      on: 'note',
      error: { field: 'note', code: 'contact_details', params: {} },
    });
    const duplicate = new ApiError('Duplicate', 409, 'reports.duplicate');
    expect(refusalOf(duplicate)).toEqual({ on: 'form', error: duplicate });
    expect(refusalOf(new TypeError('offline'))).toEqual({
      on: 'form',
      error: new TypeError('offline'),
    });
  });

  it('keeps a refusal until the user changes the report, then lets it go again', () => {
    const refused = run([
      { type: 'reason', reason: 'other' },
      { type: 'sending' },
      { type: 'refused', error: new ApiError('Duplicate', 409, 'reports.duplicate') },
    ]);
    expect(refused.phase).toBe('editing');
    expect(refused.refusal?.on).toBe('form');
    expect(run([{ type: 'alsoBlock', alsoBlock: true }], refused).refusal).not.toBeNull();
    expect(run([{ type: 'note', note: 'more' }], refused).refusal).toBeNull();
  });

  it('stays sent: nothing after it changes the confirmation', () => {
    const sent = run([
      { type: 'reason', reason: 'other' },
      { type: 'sending' },
      { type: 'sent', block: { ok: true } },
    ]);
    expect(run([{ type: 'reason', reason: 'safety_concern' }], sent)).toBe(sent);
  });
});
