import styled from 'styled-components';
import { SimpleTable, TableCell, TableRow } from '@trellis/ui/lists';
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
    <SimpleTable label={'Changes'} headers={['Field', 'Before', 'After']}>
      {changes.map((change) => (
        <TableRow key={change.field}>
          <TableCell>{auditFieldLabel(change.field)}</TableCell>
          <StyledValue>{change.hidden ? HIDDEN_AUDIT_VALUE : fullValue(change.from)}</StyledValue>
          <StyledValue>{change.hidden ? HIDDEN_AUDIT_VALUE : fullValue(change.to)}</StyledValue>
        </TableRow>
      ))}
    </SimpleTable>
  );
}
