import type { ReactNode } from 'react';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

export interface ListBodyProps {
  /** Nothing to show yet (first load, a page being clamped, an empty placeholder). */
  loading: boolean;
  loadingLabel: string;
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
  empty: boolean;
  /** The list's empty text. */
  emptyTitle: string;
  emptyDescription?: string;
  emptyIcon?: ReactNode;
  /** Refreshing in the background: the list stays and says it is busy. */
  busy: boolean;
  children: ReactNode;
}

/** Every list's four states: loading, failed with Retry, empty with its text, the list. */
export function ListBody({
  loading,
  loadingLabel,
  failed,
  failedTitle,
  onRetry,
  empty,
  emptyTitle,
  emptyDescription,
  emptyIcon,
  busy,
  children,
}: ListBodyProps) {
  if (loading) return <Spinner label={loadingLabel} showLabel size="lg" />;
  if (failed)
    return (
      <EmptyState
        title={failedTitle}
        description="Check your connection and try again."
        action={<Button onClick={onRetry}>Retry</Button>}
      />
    );
  if (empty)
    return <EmptyState icon={emptyIcon} title={emptyTitle} description={emptyDescription} />;
  return <div aria-busy={busy}>{children}</div>;
}
