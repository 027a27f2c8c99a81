import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Plus, Users } from 'lucide-react';
import {
  Button,
  EmptyState,
  PageHeader,
  Pagination,
  pageCountOf,
  Spinner,
  usePageClamp,
} from '@trellis/ui';
import { appLink, CUSTOMER_LIST_DEFAULTS, type CustomerListItem } from '@trellis/contracts';
import { usePermission } from '@trellis/platform';
import { useCustomers } from '../features/customers/api/get-customers';
import { CustomerStatCards } from '../features/customers/components/customer-stat-cards';
import { CustomerFilters } from '../features/customers/components/customer-filters';
import { CustomersTable } from '../features/customers/components/customers-table';
import {
  CustomerDialogs,
  type CustomerDialog,
} from '../features/customers/components/customer-dialogs';
import { useCustomerListParams } from '../features/customers/hooks/use-customer-list-params';
import { useCustomerLiveUpdates } from '../features/customers/hooks/use-customer-live-updates';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export function CustomersPage() {
  const navigate = useNavigate();
  const { query, setPage, setSearch, setDocuments, setSort } = useCustomerListParams();
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const canCreate = usePermission('create');
  const { data, isPending, isError, isFetching, isPlaceholderData, refetch } = useCustomers(query);
  useCustomerLiveUpdates();
  const pageCount = data && pageCountOf(data.total, query.limit);
  // Past the last page (its last row deleted, or ?page=99): go to the last page that exists.
  const clamping = usePageClamp({ page: query.page, pageCount, onPageChange: setPage });
  const filtered =
    query.search !== CUSTOMER_LIST_DEFAULTS.search ||
    query.documents !== CUSTOMER_LIST_DEFAULTS.documents;

  const open = (kind: CustomerDialog['kind']) => (customer: CustomerListItem) => {
    setDialog({ kind, customer });
    setDialogOpen(true);
  };
  const handleCreateLead = (customer: CustomerListItem) =>
    navigate(appLink('leadsAdd', { customerId: customer.id, customerName: customer.name }));

  return (
    <StyledPage>
      <PageHeader
        title="Customers"
        description="Customers with their authorized persons and documents."
        actions={
          canCreate && (
            <Button icon={<Plus aria-hidden size={16} />} onClick={() => navigate('add')}>
              Add Customer
            </Button>
          )
        }
      />
      <CustomerStatCards stats={data?.stats} />
      <CustomerFilters
        search={query.search}
        documents={query.documents}
        onSearchCommit={setSearch}
        onDocumentsChange={setDocuments}
      />
      {isPending || clamping || (isPlaceholderData && data.items.length === 0) ? (
        <Spinner label="Loading customers..." showLabel size="lg" />
      ) : isError ? (
        <EmptyState
          title="Could not load customers"
          description="Check your connection and try again."
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : data.items.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden />}
          title="No customers found"
          description={
            filtered
              ? 'Try another search or filter.'
              : canCreate
                ? 'Add your first customer to get started.'
                : undefined
          }
        />
      ) : (
        <div aria-busy={isFetching}>
          <CustomersTable
            items={data.items}
            sort={{ sort: query.sort, order: query.order }}
            onSortChange={setSort}
            onView={open('details')}
            onEdit={(customer) => navigate(`edit/${customer.id}`)}
            onCreateLead={handleCreateLead}
            onDelete={open('delete')}
            onShowAll={open('documents')}
            onShowExpiring={open('expiring')}
          />
          <Pagination
            page={query.page}
            pageCount={pageCount ?? 1}
            onPageChange={setPage}
            summary={`Page ${query.page} of ${pageCount} • Total ${data.total}`}
            label="Customers pages"
            previousLabel="Prev"
          />
        </div>
      )}
      <CustomerDialogs
        dialog={dialog}
        open={dialogOpen}
        filter={query.documents}
        onClose={() => setDialogOpen(false)}
      />
    </StyledPage>
  );
}
