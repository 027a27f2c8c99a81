import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, EmptyState, plainList, Spinner } from '@trellis/ui/controls';
import { DASHBOARD_MESSAGES } from '@trellis/contracts/constants';
import { StyledHeaderActions } from '@trellis/page-kit';
import { DashboardSection } from './dashboard-section';
import { ViewAllLink } from './view-all-link';

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** One previewed record's box. */
export const StyledPreviewItem = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

/** A previewed record's name. */
export const StyledPreviewTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

export interface PreviewPanelProps<T> {
  title: string;
  id: string;
  /** Before View all: a count, Mark all. */
  aside?: ReactNode;
  /** The full page the panel previews. */
  viewAll: { to: string; what: string };
  /** A failed action's message (a decision, Mark read). */
  failure?: string;
  query: {
    data: { items: T[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  loadingLabel: string;
  failedTitle: string;
  emptyTitle: string;
  /** One record, a `StyledPreviewItem`. */
  item: (record: T) => ReactNode;
}

/**
 * A dashboard panel previewing a page's records: loading, failed with Retry, empty, or the
 * records, with a way to the full page.
 */
export function PreviewPanel<T>({
  title,
  id,
  aside,
  viewAll,
  failure,
  query,
  loadingLabel,
  failedTitle,
  emptyTitle,
  item,
}: PreviewPanelProps<T>) {
  const { data } = query;
  return (
    <DashboardSection
      title={title}
      id={id}
      aside={
        <StyledHeaderActions>
          {aside}
          <ViewAllLink to={viewAll.to} what={viewAll.what} />
        </StyledHeaderActions>
      }
    >
      {failure && <Alert>{failure}</Alert>}
      {query.isPending ? (
        <Spinner label={loadingLabel} showLabel />
      ) : query.isError ? (
        <EmptyState
          title={failedTitle}
          action={<Button onClick={() => void query.refetch()}>{DASHBOARD_MESSAGES.retry}</Button>}
        />
      ) : data?.items.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <StyledList>{data?.items.map(item)}</StyledList>
      )}
    </DashboardSection>
  );
}
