import { DebouncedSearchInput } from '@trellis/ui/forms';
import { FilterSelect, StyledFilterBar } from '@trellis/page-kit';
import {
  ENGINEER_DOCUMENT_FILTER_LABELS,
  ENGINEER_DOCUMENT_FILTERS,
  ENGINEER_MESSAGES,
  type EngineerDocumentFilter,
} from '@trellis/contracts';

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
    <StyledFilterBar role="search">
      <DebouncedSearchInput
        label="Search engineers"
        placeholder={ENGINEER_MESSAGES.searchPlaceholder}
        value={search}
        onCommit={onSearchCommit}
      />
      <FilterSelect
        label="Document Filters"
        value={documents}
        values={ENGINEER_DOCUMENT_FILTERS}
        labelOf={(filter) => ENGINEER_DOCUMENT_FILTER_LABELS[filter]}
        onChange={onDocumentsChange}
        wide
      />
    </StyledFilterBar>
  );
}
