import { IMPORT_KIND_RULES, type ImportDetail, type ImportKind } from '@trellis/contracts';
import { Badge } from '@trellis/ui/controls';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
import type { ImportMapping } from './import-requests';
import { StyledHeading, StyledSection } from './import-layout';
import { IMPORT_LABELS } from './import-labels';

const shown = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

export interface PreviewTableProps {
  kind: ImportKind;
  rows: ImportDetail['rows'];
  /** The columns the preview was read with. */
  mapping: ImportMapping;
}

/**
 * The first rows as they will be stored, under the list's own field names: the fields the file
 * has a column for, and those a default fills in.
 */
export function PreviewTable({ kind, rows, mapping }: PreviewTableProps) {
  if (rows.length === 0) return null;
  const fields = IMPORT_KIND_RULES[kind].fields.filter(
    (field) => mapping.includes(field.key) || rows.some((row) => filled(row.values[field.key])),
  );
  const title = IMPORT_LABELS.previewTitle(rows.length);
  return (
    <StyledSection>
      <StyledHeading>{title}</StyledHeading>
      <SimpleTable
        label={title}
        headers={[IMPORT_LABELS.line, IMPORT_LABELS.action, ...fields.map((field) => field.label)]}
      >
        {rows.map((row) => (
          <TableRow key={row.line}>
            <TableCell>{row.line}</TableCell>
            <TableCell>
              <Badge tone={row.action === 'create' ? 'success' : 'info'}>
                {IMPORT_LABELS.actions[row.action]}
              </Badge>
            </TableCell>
            {fields.map((field) => (
              <TableCell key={field.key}>{shown(row.values[field.key])}</TableCell>
            ))}
          </TableRow>
        ))}
      </SimpleTable>
    </StyledSection>
  );
}
