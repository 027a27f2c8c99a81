import { useId } from 'react';
import { IMPORT_KIND_RULES, type ImportKind } from '@trellis/contracts';
import { Select } from '@trellis/ui/forms';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui/lists';
import type { ImportMapping } from './import-requests';
import { StyledHeading, StyledMuted, StyledSection } from './import-layout';
import { IMPORT_LABELS } from './import-labels';

const IGNORE = '';

export interface MappingTableProps {
  kind: ImportKind;
  /** The file's header row. */
  headers: readonly string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (index: number, field: string | null) => void;
}

/** Each column of the file beside the field it goes to, named by its header. */
export function MappingTable({ kind, headers, mapping, disabled, onChange }: MappingTableProps) {
  const id = useId();
  const { column, field } = IMPORT_LABELS.mappingColumns;
  const options = [
    { value: IGNORE, label: IMPORT_LABELS.ignoreColumn },
    ...IMPORT_KIND_RULES[kind].fields.map((each) => ({
      value: each.key,
      label: each.required ? IMPORT_LABELS.requiredField(each.label) : each.label,
    })),
  ];
  return (
    <StyledSection>
      <StyledHeading id={`${id}-title`}>{IMPORT_LABELS.mappingTitle}</StyledHeading>
      <StyledMuted>{IMPORT_LABELS.mappingHint}</StyledMuted>
      <TableContainer>
        <Table aria-labelledby={`${id}-title`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>{column}</TableHeaderCell>
              <TableHeaderCell>{field}</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {headers.map((header, index) => (
              // Headers may repeat or be empty: a column is its position.
              <TableRow key={index}>
                <TableHeaderCell scope="row" id={`${id}-${index}`}>
                  {header.trim() || IMPORT_LABELS.unnamedColumn(index + 1)}
                </TableHeaderCell>
                <TableCell>
                  <Select
                    aria-labelledby={`${id}-${index}`}
                    value={mapping[index] ?? IGNORE}
                    disabled={disabled}
                    options={options}
                    onChange={(event) => onChange(index, event.target.value || null)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </StyledSection>
  );
}
