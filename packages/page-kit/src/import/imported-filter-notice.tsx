import { Button } from '@trellis/ui/controls';
import { StyledControlLine } from '../page-layout';

export interface ImportedFilterNoticeProps {
  /** The import the list is filtered to; nothing shows while it is not. */
  importId: number | undefined;
  /** The list's records, for the sentence ("customers"). */
  noun: string;
  onClear: () => void;
}

/**
 * Above a list filtered to one import's records (the link an import's outcome gives): says so,
 * and offers the whole list again. Its words are here, not in the dialog's labels: it shows
 * with the list, without the dialog's code.
 */
export function ImportedFilterNotice({ importId, noun, onClear }: ImportedFilterNoticeProps) {
  if (importId === undefined) return null;
  return (
    <StyledControlLine role="status">
      <p>{`Showing the ${noun} of import ${importId}`}</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Show all {noun}
      </Button>
    </StyledControlLine>
  );
}

/**
 * A list's filter to one import's records, in its address's `import_id`: `show` for the import
 * button's link, `clear` for the notice's Show all.
 */
export function importFilter(setFilters: (changes: { import_id: number | undefined }) => void) {
  return {
    show: (importId: number) => setFilters({ import_id: importId }),
    clear: () => setFilters({ import_id: undefined }),
  };
}
