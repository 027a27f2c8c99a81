import styled from 'styled-components';
import {
  Avatar,
  Badge,
  Button,
  SortableHeader,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableHeaderCell,
  TableRow,
  type SortState,
} from '@trellis/ui';
import type { CustomerListItem, CustomerSortField } from '@trellis/contracts';
import { useBusinessToday, usePermission } from '@trellis/platform';
import { CustomerRowActions, type CustomerRowActionsProps } from './customer-row-actions';
import { DocumentsCell, type DocumentsCellProps } from './documents-cell';

const StyledName = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 12rem;

  /* The status badge keeps its width; long names and emails wrap instead. */
  & > [data-tone] {
    flex: none;
  }
`;

const StyledMeta = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
  span {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export type CustomersTableProps = Omit<CustomerRowActionsProps, 'customer'> &
  Omit<DocumentsCellProps, 'customer' | 'today'> & {
    items: CustomerListItem[];
    sort: SortState<CustomerSortField>;
    onSortChange: (next: SortState<CustomerSortField>) => void;
  };

export function CustomersTable({
  items,
  sort,
  onSortChange,
  onShowAll,
  onShowExpiring,
  ...actions
}: CustomersTableProps) {
  const today = useBusinessToday();
  const canCreate = usePermission('create');
  const header = { sort, onSortChange };
  return (
    <TableContainer>
      <Table aria-label="Customers">
        <TableHead>
          <TableRow>
            <SortableHeader field="name" label="Name" {...header} />
            <SortableHeader field="type" label="Customer Type" {...header} />
            <SortableHeader field="first_person" label="Authorized Person" {...header} />
            <SortableHeader field="documents_count" label="Documents" {...header} />
            {canCreate && <TableHeaderCell>Create Lead</TableHeaderCell>}
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((customer) => (
            <TableRow key={customer.id}>
              <TableCell>
                <StyledName>
                  <Avatar name={customer.name} src={customer.profile_image} size="sm" />
                  <StyledMeta>
                    <strong>{customer.name}</strong>
                    <span>
                      {customer.code} · {customer.account_email}
                    </span>
                  </StyledMeta>
                  {customer.status === 'Inactive' && <Badge tone="neutral">Inactive</Badge>}
                </StyledName>
              </TableCell>
              <TableCell>
                <Badge tone={customer.type === 'Company' ? 'accent' : 'info'}>
                  {customer.type}
                </Badge>
              </TableCell>
              <TableCell>{customer.first_person ?? '—'}</TableCell>
              <TableCell>
                <DocumentsCell
                  customer={customer}
                  today={today}
                  onShowAll={onShowAll}
                  onShowExpiring={onShowExpiring}
                />
              </TableCell>
              {canCreate && (
                <TableCell>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => actions.onCreateLead(customer)}
                    aria-label={`Create Lead for ${customer.name}`}
                  >
                    Create Lead
                  </Button>
                </TableCell>
              )}
              <TableCell>
                <CustomerRowActions customer={customer} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
