import { useState } from 'react';

/**
 * The message of a form's last failed request, for its alert, and `attempt`, which runs a
 * request: sending again clears the old message first, so the alert never outlives a retry.
 */
export function useSubmitFailure(messageOf: (err: unknown) => string) {
  const [error, setError] = useState<string | null>(null);
  const attempt = async (request: () => Promise<void>) => {
    setError(null);
    try {
      await request();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return { error, attempt };
}
