import { useEffect } from 'react';
import { ApiError } from './api-error';

/**
 * The part of a form library's `setError` this needs (react-hook-form's fits), so the platform
 * does not depend on the form library itself.
 */
export type SetServerFieldError<Name extends string> = (
  name: Name,
  error: { type: 'server'; message: string },
) => void;

/**
 * Shows the fields a save was refused for (the API's error `details`) at the fields themselves,
 * for the fields the form has; the message of the whole error goes in the form's alert.
 */
export function useServerFieldErrors<Name extends string>(
  error: unknown,
  setError: SetServerFieldError<Name>,
  fields: readonly string[],
) {
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const issue of error.details ?? [])
      if (fields.includes(issue.path))
        setError(issue.path as Name, { type: 'server', message: issue.message });
    // `fields` is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError]);
}
