import styled from 'styled-components';
import { DebouncedSearchInput, Select } from '@trellis/ui';
import {
  CUSTOMER_DOCUMENT_FILTER_LABELS,
  CUSTOMER_DOCUMENT_FILTERS,
  type CustomerDocumentFilter,
} from '@trellis/contracts';

const DOCUMENT_FILTER_OPTIONS = CUSTOMER_DOCUMENT_FILTERS.map((value) => ({
  value,
  label: CUSTOMER_DOCUMENT_FILTER_LABELS[value],
}));

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
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
  /** The search in force; what is being typed stays in the search box until it settles. */
  search: string;
  documents: CustomerDocumentFilter;
  onSearchCommit: (value: string) => void;
  onDocumentsChange: (value: CustomerDocumentFilter) => void;
}

export function CustomerFilters({
  search,
  documents,
  onSearchCommit,
  onDocumentsChange,
}: CustomerFiltersProps) {
  return (
    <StyledBar role="search">
      <DebouncedSearchInput
        label="Search customers"
        placeholder="Search by name, code, email or person..."
        value={search}
        onCommit={onSearchCommit}
      />
      <StyledFilter>
        Document Filters
        <Select
          value={documents}
          options={DOCUMENT_FILTER_OPTIONS}
          onChange={(event) => {
            const next = CUSTOMER_DOCUMENT_FILTERS.find((filter) => filter === event.target.value);
            if (next) onDocumentsChange(next);
          }}
        />
      </StyledFilter>
    </StyledBar>
  );
}
