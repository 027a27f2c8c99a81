import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/api-error';

/** One cache for the shell and every remote (the package is a federation singleton). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
