import { currentUserAtom } from '@app/shared';
import { useAtomValue } from 'jotai';
import { callBlockOf, chatAllowedFor, type CallBlock } from './guardian-rules';
import { useFamilyStanding } from './standing-api';

/** Why the signed-in student may not call now (null: calls are allowed). */
export function useCallBlock(): CallBlock | null {
  const role = useAtomValue(currentUserAtom)?.role;
  const standing = useFamilyStanding();
  return callBlockOf(role, standing.data);
}

/** Whether the signed-in user may write in a lesson's chat. */
export function useChatAllowed(): boolean {
  const role = useAtomValue(currentUserAtom)?.role;
  const standing = useFamilyStanding();
  return chatAllowedFor(role, standing.data);
}
