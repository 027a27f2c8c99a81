import { Download } from 'lucide-react';
import { API_ROUTES, IMPORT_ERRORS_PAGE, type ImportDetail } from '@trellis/contracts';
import { Pagination, SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import { StyledDownloadLink } from '../export-link';
import { StyledHeading, StyledLine, StyledSection } from './import-layout';
import { IMPORT_LABELS } from './import-labels';

export interface ErrorsTableProps {
  /** The import's id, for its errors file. */
  id: number;
  errors: ImportDetail['errors'];
  onPageChange: (page: number) => void;
}

/** A page of the file's problems, each with its line and column, and the rows with errors as CSV. */
export function ErrorsTable({
  id,
  errors: { items, total, page },
  onPageChange,
}: ErrorsTableProps) {
  if (total === 0) return null;
  const title = IMPORT_LABELS.errorsTitle(total);
  const { line, column, message } = IMPORT_LABELS.errorColumns;
  const pageCount = Math.ceil(total / IMPORT_ERRORS_PAGE);
  const from = (page - 1) * IMPORT_ERRORS_PAGE + 1;
  return (
    <StyledSection>
      <StyledLine>
        <StyledHeading>{title}</StyledHeading>
        <StyledDownloadLink href={API_ROUTES.dataImportErrors(id)} download>
          <Download aria-hidden size={16} />
          {IMPORT_LABELS.downloadErrors}
        </StyledDownloadLink>
      </StyledLine>
      <SimpleTable label={title} headers={[line, column, message]}>
        {items.map((error, index) => (
          // A row may have several problems, even in one column: a problem is its place.
          <TableRow key={`${error.line}-${index}`}>
            <TableCell>{error.line}</TableCell>
            <TableCell>{error.column ?? ''}</TableCell>
            <TableCell>{error.message}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
      {pageCount > 1 && (
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={onPageChange}
          label={IMPORT_LABELS.errorsPages}
          summary={IMPORT_LABELS.errorsPage(from, from + items.length - 1, total)}
        />
      )}
    </StyledSection>
  );
}
