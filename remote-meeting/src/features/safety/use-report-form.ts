import { currentUserAtom } from '@app/shared';
import { useAtomValue } from 'jotai';
import { useReducer } from 'react';
import { useBlockTeacher } from './api/blocks-api';
import { createReport } from './api/reports-api';
import { canSend, EMPTY_REPORT_FORM, reportFormReducer, type BlockOutcome } from './report-form';
import { offersBlock, type ReportTarget } from './report-target';

/**
 * The report dialog's state and its one action: send the report, then, when the student asked
 * for it, block the Sheikh. The block waits for the report so a refused report blocks no one.
 */
export function useReportForm(target: ReportTarget) {
  const user = useAtomValue(currentUserAtom);
  const withBlock = offersBlock(user?.role, target);
  const block = useBlockTeacher();
  const [state, dispatch] = useReducer(reportFormReducer, EMPTY_REPORT_FORM);

  const send = async () => {
    const { reason, note, alsoBlock } = state;
    if (!canSend(state) || reason === null) return;
    dispatch({ type: 'sending' });
    try {
      await createReport({
        meetingId: target.meetingId,
        reportedId: target.reported.id,
        reason,
        note: note.trim(),
      });
    } catch (error) {
      dispatch({ type: 'refused', error });
      return;
    }
    let outcome: BlockOutcome = null;
    if (withBlock && alsoBlock) {
      outcome = await block.mutateAsync(target.reported.id).then(
        () => ({ ok: true }) as const,
        (error: unknown) => ({ ok: false, error }) as const,
      );
    }
    dispatch({ type: 'sent', block: outcome });
  };

  return { state, dispatch, send, offersBlock: withBlock };
}
