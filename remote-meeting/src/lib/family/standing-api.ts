import { apiClient, currentUserAtom, type FamilyStanding } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';

/**
 * How often a student still waiting for a guardian's consent asks again: the guardian agrees
 * from a mail on another device, and the child's Call buttons should wake up without a reload.
 */
const CONSENT_RECHECK_MS = 60_000;

export const standingKeys = {
  all: ['family', 'standing'] as const,
  /** Per user: another sign-in in the same tab never sees the last one's standing. */
  of: (userId: string | undefined) => [...standingKeys.all, userId ?? null] as const,
};

/** `GET /family/me`: the signed-in student's consent and the settings its guardians locked. */
export async function getStanding(): Promise<FamilyStanding> {
  return (await apiClient.call('family.standing')).data;
}

/** `POST /family/me/consent-mail`: sends the consent link (again, or to a corrected address). */
export async function sendConsentMail(guardianEmail: string): Promise<FamilyStanding> {
  return (await apiClient.call('family.sendConsentMail', { body: { guardianEmail } })).data;
}

/** The signed-in student's standing; asked only for a student (nobody else has guardians). */
export function useFamilyStanding() {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: standingKeys.of(user?._id),
    queryFn: getStanding,
    enabled: user?.role === 'student',
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.consentNeeded ? CONSENT_RECHECK_MS : false),
  });
}

/** Sends the consent link; the answer is the new standing (with the address it went to). */
export function useSendConsentMail() {
  const queryClient = useQueryClient();
  const user = useAtomValue(currentUserAtom);
  return useMutation({
    mutationFn: sendConsentMail,
    onSuccess: (standing) => queryClient.setQueryData(standingKeys.of(user?._id), standing),
  });
}
