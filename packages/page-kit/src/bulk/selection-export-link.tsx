import { Download } from 'lucide-react';
import {
  BULK_LABELS,
  SELECTION_EXPORT_MAX_IDS,
  selectionExportUrl,
  type SavedViewList,
} from '@trellis/contracts';
import { StyledDownloadLink } from '../export-link';
import type { BulkSelection } from './use-row-selection';

export interface SelectionExportLinkProps {
  list: SavedViewList;
  selection: BulkSelection | null;
}

/**
 * The selection as CSV, as a link: the browser streams the file with the session cookie. Ids
 * travel in the address, so a selection of more than SELECTION_EXPORT_MAX_IDS ticked rows is
 * offered as "every row matching this filter" instead, and shows no link until then.
 */
export function SelectionExportLink({ list, selection }: SelectionExportLinkProps) {
  if (!selection) return null;
  if ('ids' in selection && selection.ids.length > SELECTION_EXPORT_MAX_IDS) return null;
  return (
    <StyledDownloadLink href={selectionExportUrl(list, selection)} download>
      <Download aria-hidden size={16} />
      {BULK_LABELS.exportSelection}
    </StyledDownloadLink>
  );
}
