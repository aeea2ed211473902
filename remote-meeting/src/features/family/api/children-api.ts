import {
  apiClient,
  currentUserAtom,
  type ChildSummary,
  type NewChild,
  type SheikhGenderChoice,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { familyKeys } from './family-keys';

/** What a guardian sets for a child (`PUT /family/children/{id}/safety`). */
export interface SafetyUpdate {
  sheikhGender: SheikhGenderChoice;
  /** The only Sheikhs the child may see and call; null: any approved Sheikh. */
  allowedTeacherIds: string[] | null;
  chatAllowed: boolean;
}

/** `GET /family/children`: the signed-in guardian's children. */
export async function getChildren(): Promise<ChildSummary[]> {
  return (await apiClient.call('family.children')).data.children;
}

/** The signed-in guardian's children, each with its settings and the lesson it is in now. */
export function useChildren() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: familyKeys.children(user?._id),
    queryFn: getChildren,
    enabled: user?.role === 'guardian',
  });
}

/** Keeps the cached list in step with a child the server answered with. */
function useChildrenCache() {
  const queryClient = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  const key = familyKeys.children(user?._id);
  return {
    put: (child: ChildSummary) =>
      queryClient.setQueryData<ChildSummary[]>(key, (children = []) =>
        children.some((entry) => entry._id === child._id)
          ? children.map((entry) => (entry._id === child._id ? child : entry))
          : [...children, child],
      ),
    drop: (childId: string) =>
      queryClient.setQueryData<ChildSummary[]>(key, (children) =>
        children?.filter((entry) => entry._id !== childId),
      ),
  };
}

/** `POST /family/children`: a child account signed in by username; its guardian is linked at once. */
export function useAddChild() {
  const cache = useChildrenCache();
  return useMutation({
    mutationFn: async (child: NewChild) =>
      (await apiClient.call('family.addChild', { body: child })).data,
    onSuccess: cache.put,
  });
}

/** `PUT /family/children/{id}/safety`; the answer is the child with its new settings. */
export function useUpdateSafety(childId: string) {
  const cache = useChildrenCache();
  return useMutation({
    mutationFn: async (safety: SafetyUpdate) =>
      (await apiClient.call('family.updateSafety', { params: { id: childId }, body: safety })).data,
    onSuccess: cache.put,
  });
}

/** `DELETE /family/children/{id}`: ends the signed-in guardian's link to the child. */
export function useLeaveChild(childId: string) {
  const cache = useChildrenCache();
  return useMutation({
    mutationFn: () => apiClient.call('family.leave', { params: { id: childId } }),
    onSuccess: () => cache.drop(childId),
  });
}
