import type { ReactNode } from 'react';
import { Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { DASHBOARD_MESSAGES } from '@trellis/contracts/constants';

export interface PanelBodyProps {
  loading: boolean;
  loadingLabel: string;
  failed: boolean;
  failedTitle: string;
  onRetry: () => void;
  empty: boolean;
  emptyTitle: string;
  children: ReactNode;
}

/** A panel's states: loading, failed with Retry, empty, its list. */
export function PanelBody({
  loading,
  loadingLabel,
  failed,
  failedTitle,
  onRetry,
  empty,
  emptyTitle,
  children,
}: PanelBodyProps) {
  if (loading) return <Spinner label={loadingLabel} showLabel />;
  if (failed)
    return (
      <EmptyState
        title={failedTitle}
        action={<Button onClick={onRetry}>{DASHBOARD_MESSAGES.retry}</Button>}
      />
    );
  if (empty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
