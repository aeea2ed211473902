import { ApiError, apiClient, type ChildSummary, type ConsentRequest } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /family/consent?token=`: whom the mailed link is about, and whether a place is left. */
export async function getConsentRequest(
  token: string,
  signal?: AbortSignal,
): Promise<ConsentRequest> {
  const { data } = await apiClient.call('family.consentRequest', { query: { token } }, { signal });
  return data;
}

/** `POST /family/consent`: the signed-in guardian becomes the child's guardian. */
export async function giveConsent(token: string): Promise<ChildSummary> {
  const { data } = await apiClient.call('family.consent', { body: { token } });
  return data;
}

// A refused link stays refused: asking again only delays saying so.
const retryUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** The request behind a consent link; nothing is asked without a token. */
export function useConsentRequest(token: string) {
  return useQuery({
    queryKey: ['guardianConsent', token],
    queryFn: ({ signal }) => getConsentRequest(token, signal),
    enabled: token !== '',
    retry: retryUnlessRefused,
  });
}

/** Agrees; the family page's list of children (cached under `family`) then reads the new one. */
export function useGiveConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['family', 'children'] }),
  });
}
