import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BULK_LABELS } from '@trellis/contracts';
import { Button } from '@trellis/ui/controls';
import { StyledControlLine } from '../page-layout';
import type { RowSelection } from './use-row-selection';

/** The bulk actions' box above a list: the selection bar, or a running job's progress. */
export const StyledBulkBar = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledCount = styled.p`
  margin-right: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface SelectionBarProps {
  selection: RowSelection;
  /** The actions the reader may take on the selection (one button each). */
  children?: ReactNode;
}

/**
 * Above a list whose rows are ticked: how many are, the actions on them, clearing, and, when the
 * whole page is ticked but the filter matches more, taking every match instead.
 */
export function SelectionBar({ selection, children }: SelectionBarProps) {
  const { count, matching, total, pageState, pageIds } = selection;
  if (count === 0) return null;
  const offerMatching = !matching && pageState === 'all' && total > pageIds.length;
  return (
    <StyledBulkBar aria-label={BULK_LABELS.actions}>
      <StyledControlLine>
        <StyledCount aria-live="polite">{BULK_LABELS.selected(count)}</StyledCount>
        {children}
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          {BULK_LABELS.clear}
        </Button>
      </StyledControlLine>
      {offerMatching && (
        <StyledControlLine>
          <p>{BULK_LABELS.pageSelected(pageIds.length)}</p>
          <Button size="sm" variant="secondary" onClick={selection.selectAllMatching}>
            {BULK_LABELS.selectAllMatching(total)}
          </Button>
        </StyledControlLine>
      )}
      {matching && (
        <StyledControlLine>
          <p>{BULK_LABELS.allMatchingSelected(total)}</p>
        </StyledControlLine>
      )}
    </StyledBulkBar>
  );
}
