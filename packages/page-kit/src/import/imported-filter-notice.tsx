import { Button } from '@trellis/ui/controls';
import { StyledControlLine } from '../page-layout';

export interface ImportedFilterNoticeProps {
  importId: number;
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
  return (
    <StyledControlLine role="status">
      <p>{`Showing the ${noun} of import ${importId}`}</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Show all {noun}
      </Button>
    </StyledControlLine>
  );
}
