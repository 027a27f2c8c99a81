import { DebouncedSearchInput } from '@trellis/ui/forms';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';
import {
  CUSTOMER_DOCUMENT_FILTER_LABELS,
  CUSTOMER_DOCUMENT_FILTERS,
  type CustomerDocumentFilter,
} from '@trellis/contracts';

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
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search customers"
        placeholder={'Search by name, code, email or person...'}
        value={search}
        onCommit={onSearchCommit}
      />
      <FilterSelect
        label="Document Filters"
        value={documents}
        values={CUSTOMER_DOCUMENT_FILTERS}
        labelOf={(filter) => CUSTOMER_DOCUMENT_FILTER_LABELS[filter]}
        onChange={onDocumentsChange}
        wide
      />
    </StyledFilterBar>
  );
}
