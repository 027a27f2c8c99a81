import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { Button, EmptyState, PageHeader, Pagination, Spinner } from '@trellis/ui';
import type { CustomerListItem } from '@trellis/contracts';
import { useCustomers } from '../features/customers/api/get-customers';
import { CustomerStats } from '../features/customers/components/customer-stats';
import { CustomerFilters } from '../features/customers/components/customer-filters';
import { CustomersTable } from '../features/customers/components/customers-table';
import {
  CustomerDialogs,
  type CustomerDialog,
} from '../features/customers/components/customer-dialogs';
import { useCustomerListParams } from '../features/customers/hooks/use-customer-list-params';
import { useDebouncedValue } from '../features/customers/hooks/use-debounced-value';
import { useCustomerLiveUpdates } from '../features/customers/hooks/use-customer-live-updates';

const SEARCH_DEBOUNCE_MS = 300;

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export function CustomersPage() {
  const navigate = useNavigate();
  const { query, setPage, setSearch, setDocuments, setSort } = useCustomerListParams();
  const [searchText, setSearchText] = useState(query.search);
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { data, isPending, isError, isFetching, refetch } = useCustomers(query);
  useCustomerLiveUpdates();

  // Only a settled search moves the query (and the address), not every keystroke.
  useEffect(() => {
    if (debouncedSearch !== query.search) setSearch(debouncedSearch);
  }, [debouncedSearch]);

  const open = (kind: CustomerDialog['kind']) => (customer: CustomerListItem) => {
    setDialog({ kind, customer });
    setDialogOpen(true);
  };
  const handleCreateLead = (customer: CustomerListItem) =>
    navigate(
      `/leads/add?${new URLSearchParams({ customerId: String(customer.id), customerName: customer.name })}`,
    );

  const pageCount = data ? Math.max(1, Math.ceil(data.total / query.limit)) : 1;

  return (
    <StyledPage>
      <PageHeader
        title="Customers"
        description="Customers with their authorized persons and documents."
        actions={
          <Button icon={<Plus aria-hidden size={16} />} onClick={() => navigate('add')}>
            Add Customer
          </Button>
        }
      />
      <CustomerStats stats={data?.stats} />
      <CustomerFilters
        search={searchText}
        documents={query.documents}
        onSearchChange={setSearchText}
        onDocumentsChange={setDocuments}
      />
      {isPending ? (
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
            query.search || query.documents !== 'all'
              ? 'Try another search or filter.'
              : 'Add your first customer to get started.'
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
            pageCount={pageCount}
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
