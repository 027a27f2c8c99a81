import { lazy, Suspense, useId } from 'react';
import styled from 'styled-components';
import { Spinner, VisuallyHidden } from '@trellis/ui/controls';
import type { HistoryEntity } from './get-record-history';

// The list, its requests and the sentences (which need the contracts) load with the first
// History shown, not with the shell, which holds this package from start-up.
const HistoryEntries = lazy(() =>
  import('./history-entries').then((m) => ({ default: m.HistoryEntries })),
);

const StyledSection = styled.section`
  min-width: 0;
  &:not(:first-child) {
    margin-top: ${({ theme }) => theme.space.lg};
  }
`;

/** A page's h2 is a card title; deeper, it is a part of a details view. */
const StyledHeading = styled.h2<{ $level: 2 | 3 | 4 }>`
  margin: 0 0 ${({ theme, $level }) => ($level === 2 ? theme.space.md : theme.space.sm)};
  font-size: ${({ theme, $level }) => ($level === 2 ? theme.fontSizes.lg : theme.fontSizes.md)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface HistorySectionProps {
  entity: HistoryEntity;
  entityId: string | number;
  /** The heading's level where the section sits (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Keep the heading for assistive technology only, where a dialog's title already says it. */
  hideHeading?: boolean;
}

/** "History": who changed what on one record and when, newest first, paged and live. */
export function HistorySection({
  entity,
  entityId,
  headingLevel = 2,
  hideHeading = false,
}: HistorySectionProps) {
  const headingId = useId();
  const id = String(entityId);
  const heading = `h${headingLevel}` as const;
  return (
    <StyledSection aria-labelledby={headingId}>
      {hideHeading ? (
        <VisuallyHidden as={heading} id={headingId}>
          History
        </VisuallyHidden>
      ) : (
        <StyledHeading as={heading} $level={headingLevel} id={headingId}>
          History
        </StyledHeading>
      )}
      <Suspense fallback={<Spinner label="Loading history..." showLabel />}>
        {/* Keyed by the record, so another record starts on its first page. */}
        <HistoryEntries
          key={`${entity}:${id}`}
          entity={entity}
          entityId={id}
          labelledBy={headingId}
        />
      </Suspense>
    </StyledSection>
  );
}
