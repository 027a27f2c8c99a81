import styled from 'styled-components';
import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@trellis/ui/lists';
import { auditFieldLabel, HIDDEN_AUDIT_VALUE, type AuditChange } from '@trellis/contracts';
import { fullValue } from '../utils/full-value';

const StyledValue = styled(TableCell)`
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;

export interface AuditChangesTableProps {
  changes: AuditChange[];
}

/** Each changed field with its value before and after, in full. */
export function AuditChangesTable({ changes }: AuditChangesTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Changes">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Field</TableHeaderCell>
            <TableHeaderCell>Before</TableHeaderCell>
            <TableHeaderCell>After</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell>{auditFieldLabel(change.field)}</TableCell>
              <StyledValue>
                {change.hidden ? HIDDEN_AUDIT_VALUE : fullValue(change.from)}
              </StyledValue>
              <StyledValue>{change.hidden ? HIDDEN_AUDIT_VALUE : fullValue(change.to)}</StyledValue>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
