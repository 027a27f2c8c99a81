import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { Button, PageHeader } from '@trellis/ui/controls';
import { PagedList } from '@trellis/ui/lists';
import {
  appLink,
  CUSTOMER_LIST_DEFAULTS,
  customerListQuerySchema,
  type CustomerListItem,
} from '@trellis/contracts';
import {
  ColumnsMenu,
  HiddenColumnsProvider,
  ImportButton,
  ImportedFilterNotice,
  importFilter,
  isFiltered,
  StyledHeaderActions,
  StyledPage,
  useCanExport,
  useListRowSelection,
  ViewsMenu,
} from '@trellis/page-kit';
import { usePermission } from '@trellis/platform';
import { customers } from '../features/customers/api/customers-resource';
import { CustomerBulkActions } from '../features/customers/components/customer-bulk-actions';
import { CustomerStatCards } from '../features/customers/components/customer-stat-cards';
import { CustomerFilters } from '../features/customers/components/customer-filters';
import {
  customerColumnHeaders,
  CustomersTable,
} from '../features/customers/components/customers-table';
import {
  CustomerDialogs,
  type CustomerDialog,
} from '../features/customers/components/customer-dialogs';

export function CustomersPage() {
  const navigate = useNavigate();
  const { query, setPage, setFilters } = customers.useListParams();
  const imported = importFilter(setFilters);
  const [dialog, setDialog] = useState<CustomerDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const canCreate = usePermission('create');
  const list = customers.useList(query);
  const { data } = list;
  customers.useLiveUpdates();
  const selection = useListRowSelection(data);
  // Tick boxes only for a reader who may take a bulk action.
  const selectable = useCanExport('customers');
  const filtered = isFiltered(query, CUSTOMER_LIST_DEFAULTS, ['search', 'documents']);

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
          <StyledHeaderActions>
            <ViewsMenu list="customers" schema={customerListQuerySchema} />
            <ColumnsMenu columns={customerColumnHeaders(canCreate)} />
            <ImportButton kind="customers" onShowImported={imported.show} />
            {canCreate && (
              <Button icon={<Plus aria-hidden size={16} />} onClick={() => navigate('add')}>
                Add Customer
              </Button>
            )}
          </StyledHeaderActions>
        }
      />
      <ImportedFilterNotice importId={query.import_id} noun="customers" onClear={imported.clear} />
      <CustomerStatCards stats={data?.stats} />
      <CustomerFilters
        search={query.search}
        documents={query.documents}
        onSearchCommit={(search) => setFilters({ search })}
        onDocumentsChange={(documents) => setFilters({ documents })}
      />
      {selectable && <CustomerBulkActions selection={selection} />}
      <PagedList
        query={list}
        page={query.page}
        limit={query.limit}
        onPageChange={setPage}
        pagesLabel="Customers pages"
        alwaysShowPages
        showPageNumbers={false}
        previousLabel="Prev"
        loadingLabel="Loading customers..."
        failedTitle="Could not load customers"
        emptyTitle="No customers found"
        emptyDescription={
          filtered
            ? 'Try another search or filter.'
            : canCreate
              ? 'Add your first customer to get started.'
              : undefined
        }
        emptyIcon={<Users aria-hidden />}
      >
        {(items) => (
          <HiddenColumnsProvider>
            <CustomersTable
              items={items}
              sort={{ sort: query.sort, order: query.order }}
              onSortChange={setFilters}
              onView={open('details')}
              onEdit={(customer) => navigate(`edit/${customer.id}`)}
              onCreateLead={handleCreateLead}
              onDelete={open('delete')}
              onShowAll={open('documents')}
              onShowExpiring={open('expiring')}
              selection={selectable ? selection : undefined}
            />
          </HiddenColumnsProvider>
        )}
      </PagedList>
      <CustomerDialogs
        dialog={dialog}
        open={dialogOpen}
        filter={query.documents}
        onClose={() => setDialogOpen(false)}
      />
    </StyledPage>
  );
}
