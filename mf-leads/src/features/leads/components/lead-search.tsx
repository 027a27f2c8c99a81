import styled from 'styled-components';
import { DebouncedSearchInput } from '@trellis/ui/forms';
import { LEAD_MESSAGES } from '@trellis/contracts';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface LeadSearchProps {
  /** The search in force; what is being typed stays in the box until it settles. */
  search: string;
  onSearchCommit: (value: string) => void;
}

/** Searches the lead code, the task name and the customer's name. */
export function LeadSearch({ search, onSearchCommit }: LeadSearchProps) {
  return (
    <StyledBar role="search">
      <DebouncedSearchInput
        label="Search leads"
        placeholder={LEAD_MESSAGES.searchPlaceholder}
        value={search}
        onCommit={onSearchCommit}
      />
    </StyledBar>
  );
}
