import styled from 'styled-components';
import { Button } from '@trellis/ui/controls';
import { ACTIVITY_MESSAGES } from '../activity-messages';

const StyledHint = styled.div`
  &:not(:empty) {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.infoText};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.infoText};
  }
`;

export interface NewEntriesHintProps {
  count: number;
  onShowNewest: () => void;
}

/** Past page 1: how many entries arrived since, and the way back to them. */
export function NewEntriesHint({ count, onShowNewest }: NewEntriesHintProps) {
  return (
    <StyledHint role="status" aria-label="New entries">
      {count > 0 && (
        <>
          <span>{ACTIVITY_MESSAGES.newEntries(count)}</span>
          <Button size="sm" variant="secondary" onClick={onShowNewest}>
            {ACTIVITY_MESSAGES.showNewest}
          </Button>
        </>
      )}
    </StyledHint>
  );
}
