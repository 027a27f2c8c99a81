import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@trellis/platform';

/**
 * Shows the fields a save was refused for (the API's error `details`) at the fields themselves,
 * for the fields the form has; the message of the whole error goes in the form's alert.
 */
export function useServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    for (const issue of error.details ?? [])
      if (fields.includes(issue.path))
        setError(issue.path as FieldPath<T>, { type: 'server', message: issue.message });
    // `fields` is a constant of each form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, setError]);
}
