import { requestCallAtom, usersListReceivedAtom } from '@app/shared';
import { CALL_BACK_PARAM, type Role } from '@app/shared/protocol';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * `/main?callBack=<teacherId>`, which a declined call's push button opens: once the teachers
 * list has arrived, the student's page calls that teacher (as a click on Call would) and drops
 * the parameter, so a reload does not call again. Teachers cannot place calls: ignored for them.
 */
export function useCallBackLink(role: Role | undefined): void {
  const canCall = role === 'student';
  const [params, setParams] = useSearchParams();
  const teacherId = params.get(CALL_BACK_PARAM);
  const listReady = useAtomValue(usersListReceivedAtom);
  const requestCall = useSetAtom(requestCallAtom);

  useEffect(() => {
    // Nothing is decided before the session says who this is and, for a student, who is online.
    if (!teacherId || !role) return;
    if (canCall && !listReady) return;
    if (canCall) requestCall(teacherId);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CALL_BACK_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [teacherId, role, canCall, listReady, requestCall, setParams]);
}
