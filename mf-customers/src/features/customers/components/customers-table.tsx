import styled from 'styled-components';
import { PlusCircle } from 'lucide-react';
import { Avatar, Badge, Button } from '@trellis/ui/controls';
import type { CustomerListItem, CustomerSortField } from '@trellis/contracts';
import {
  DataTable,
  RecordRowMenu,
  type DataColumn,
  type ListTableProps,
  type RecordRowHandlers,
} from '@trellis/page-kit';
import { useBusinessToday, usePermission } from '@trellis/platform';
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

/** The table's headers, in order: what its Columns menu offers. */
export const CUSTOMER_TABLE_COLUMNS = [
  'Name',
  'Customer Type',
  'Authorized Person',
  'Documents',
  'Create Lead',
  'Actions',
] as const;
const [NAME, TYPE, PERSON, DOCUMENTS, CREATE_LEAD, ACTIONS] = CUSTOMER_TABLE_COLUMNS;

/** The headers of a reader's table: Create Lead only for one who may create. */
export const customerColumnHeaders = (canCreate: boolean) =>
  CUSTOMER_TABLE_COLUMNS.filter((header) => canCreate || header !== CREATE_LEAD);

export type CustomersTableProps = RecordRowHandlers<CustomerListItem> &
  ListTableProps<CustomerListItem, CustomerSortField> &
  Omit<DocumentsCellProps, 'customer' | 'today'> & {
    onCreateLead: (customer: CustomerListItem) => void;
  };

export function CustomersTable({
  items,
  sort,
  onSortChange,
  onShowAll,
  onShowExpiring,
  onCreateLead,
  selection,
  ...actions
}: CustomersTableProps) {
  const today = useBusinessToday();
  const canCreate = usePermission('create');
  const columns: DataColumn<CustomerListItem, CustomerSortField>[] = [
    {
      header: NAME,
      sortField: 'name',
      cell: (customer) => (
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
      ),
    },
    {
      header: TYPE,
      sortField: 'type',
      cell: (customer) => (
        <Badge tone={customer.type === 'Company' ? 'accent' : 'info'}>{customer.type}</Badge>
      ),
    },
    {
      header: PERSON,
      sortField: 'first_person',
      cell: (customer) => customer.first_person ?? '—',
    },
    {
      header: DOCUMENTS,
      sortField: 'documents_count',
      cell: (customer) => (
        <DocumentsCell
          customer={customer}
          today={today}
          onShowAll={onShowAll}
          onShowExpiring={onShowExpiring}
        />
      ),
    },
    {
      header: CREATE_LEAD,
      hidden: !canCreate,
      cell: (customer) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onCreateLead(customer)}
          aria-label={`Create Lead for ${customer.name}`}
        >
          Create Lead
        </Button>
      ),
    },
    {
      header: ACTIONS,
      cell: (customer) => (
        <RecordRowMenu
          record={customer}
          name={customer.name}
          create={{
            key: 'lead',
            label: 'Create Lead',
            icon: <PlusCircle aria-hidden size={16} />,
            onSelect: onCreateLead,
          }}
          {...actions}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="Customers"
      items={items}
      columns={columns}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      rowLabel={(customer) => customer.name}
    />
  );
}
