import { useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { Button, ListBody, PageHeader, Pagination, pageCountOf, usePageClamp } from '@trellis/ui';
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
      <ListBody
        loading={isPending || clamping || (isPlaceholderData && data.items.length === 0)}
        loadingLabel="Loading customers..."
        failed={isError}
        failedTitle="Could not load customers"
        onRetry={() => void refetch()}
        empty={data?.items.length === 0}
        emptyTitle="No customers found"
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canCreate
              ? 'Add your first customer to get started.'
              : undefined
        }
        emptyIcon={<Users aria-hidden />}
        busy={isFetching}
      >
        {data && (
          <>
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
          </>
        )}
      </ListBody>
      <CustomerDialogs
        dialog={dialog}
        open={dialogOpen}
        filter={query.documents}
        onClose={() => setDialogOpen(false)}
      />
    </StyledPage>
  );
}
