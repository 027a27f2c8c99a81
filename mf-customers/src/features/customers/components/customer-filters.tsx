import styled from 'styled-components';
import { Search } from 'lucide-react';
import { Select, TextInput } from '@trellis/ui';

export type DocumentFilter = 'all' | 'expiring' | 'expired';

export const DOCUMENT_FILTER_OPTIONS: { value: DocumentFilter; label: string }[] = [
  { value: 'all', label: 'All Documents' },
  { value: 'expiring', label: 'Expiring in 30 Days' },
  { value: 'expired', label: 'Already Expired' },
];

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
`;

const StyledSearch = styled.label`
  position: relative;
  flex: 1 1 16rem;
  svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space.md};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-left: 2.25rem;
  }
`;

const StyledFilter = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 0 1 14rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CustomerFiltersProps {
  search: string;
  documents: DocumentFilter;
  onSearchChange: (value: string) => void;
  onDocumentsChange: (value: DocumentFilter) => void;
}

export function CustomerFilters({
  search,
  documents,
  onSearchChange,
  onDocumentsChange,
}: CustomerFiltersProps) {
  return (
    <StyledBar role="search">
      <StyledSearch>
        <Search aria-hidden size={16} />
        <TextInput
          type="search"
          aria-label="Search customers"
          placeholder="Search by name, code, email or person..."
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </StyledSearch>
      <StyledFilter>
        Document Filters
        <Select
          value={documents}
          options={DOCUMENT_FILTER_OPTIONS}
          onChange={(e) => onDocumentsChange(e.target.value as DocumentFilter)}
        />
      </StyledFilter>
    </StyledBar>
  );
}
