import styled from 'styled-components';
import { DebouncedSearchInput, Select } from '@trellis/ui';
import {
  ENGINEER_DOCUMENT_FILTER_LABELS,
  ENGINEER_DOCUMENT_FILTERS,
  ENGINEER_MESSAGES,
  type EngineerDocumentFilter,
} from '@trellis/contracts';

const DOCUMENT_FILTER_OPTIONS = ENGINEER_DOCUMENT_FILTERS.map((value) => ({
  value,
  label: ENGINEER_DOCUMENT_FILTER_LABELS[value],
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

export interface EngineerFiltersProps {
  /** The search in force; what is being typed stays in the search box until it settles. */
  search: string;
  documents: EngineerDocumentFilter;
  onSearchCommit: (value: string) => void;
  onDocumentsChange: (value: EngineerDocumentFilter) => void;
}

/** Search by name, email, phone or code, and the compliance filter (as customers have). */
export function EngineerFilters({
  search,
  documents,
  onSearchCommit,
  onDocumentsChange,
}: EngineerFiltersProps) {
  return (
    <StyledBar role="search">
      <DebouncedSearchInput
        label="Search engineers"
        placeholder={ENGINEER_MESSAGES.searchPlaceholder}
        value={search}
        onCommit={onSearchCommit}
      />
      <StyledFilter>
        Document Filters
        <Select
          value={documents}
          options={DOCUMENT_FILTER_OPTIONS}
          onChange={(event) => {
            const next = ENGINEER_DOCUMENT_FILTERS.find((filter) => filter === event.target.value);
            if (next) onDocumentsChange(next);
          }}
        />
      </StyledFilter>
    </StyledBar>
  );
}
