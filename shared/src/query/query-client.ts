import { QueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** The query defaults. */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: true,
        refetchOnReconnect: true,
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
      },
    },
  });
}

/** The page's one QueryClient, shared by the shell and every remote. */
export const queryClient = createQueryClient();
