import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { ApiError } from '@trellis/platform';

/** The part of a detail query's state this needs (a TanStack query result fits). */
export interface LoadedRecordQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface LoadedRecordProps<T> {
  query: LoadedRecordQuery<T>;
  /** What loads, in the texts: "lead" reads "Loading lead..." and "Could not load the lead". */
  noun: string;
  /** A page's spinner is large; a dialog's is the regular one. */
  spinnerSize?: 'lg';
  /**
   * On a page: a record the server does not have (404), or an address naming none (`missing`),
   * says so with a way back instead of offering Retry.
   */
  notFound?: { title: string; backLabel: string; onBack: () => void; missing?: boolean };
  children: (record: T) => ReactNode;
}

/** A record once it has loaded; until then a spinner, and a failed load with Retry. */
export function LoadedRecord<T>({
  query,
  noun,
  spinnerSize,
  notFound,
  children,
}: LoadedRecordProps<T>) {
  const { data, isError, error, refetch } = query;
  if (notFound && (notFound.missing || (error instanceof ApiError && error.status === 404)))
    return (
      <EmptyState
        title={notFound.title}
        action={<Button onClick={notFound.onBack}>{notFound.backLabel}</Button>}
      />
    );
  if (isError)
    return (
      <EmptyState
        title={`Could not load the ${noun}`}
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );
  if (data === undefined)
    return <Spinner label={`Loading ${noun}...`} showLabel size={spinnerSize} />;
  return children(data);
}
