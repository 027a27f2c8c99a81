import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, PageHeader, Spinner } from '@trellis/ui/controls';
import { CUSTOMER_MESSAGES, idParamSchema } from '@trellis/contracts';
import { ApiError, errorMessage, toast } from '@trellis/platform';
import { customers } from '../features/customers/api/customers-resource';
import { CustomerForm } from '../features/customers/components/customer-form';
import type { CustomerFormValues } from '../features/customers/utils/customer-form-schema';
import { toCustomerFormData } from '../features/customers/utils/customer-form-data';
import { customerToForm } from '../features/customers/utils/customer-to-form';

export function EditCustomerPage() {
  const navigate = useNavigate();
  const id = idParamSchema.safeParse(useParams()).data?.id ?? null;
  const { data: customer, isPending, isError, error: loadError, refetch } = customers.useDetail(id);
  const update = customers.useUpdate();
  const backToList = () => navigate('../..', { relative: 'path' });

  if (id === null || (loadError instanceof ApiError && loadError.status === 404)) {
    return (
      <EmptyState
        title="Customer not found"
        action={<Button onClick={backToList}>Back to customers</Button>}
      />
    );
  }
  if (isPending) return <Spinner label="Loading customer..." showLabel size="lg" />;
  if (isError)
    return (
      <EmptyState
        title="Could not load the customer"
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );

  const handleSubmit = (values: CustomerFormValues) =>
    update.mutate(
      { id: customer.id, body: toCustomerFormData(values) },
      {
        onSuccess: (saved) => {
          toast(`${saved.name} saved`, 'success');
          backToList();
        },
      },
    );

  return (
    <>
      <PageHeader title="Edit Customer" description={`${customer.code} · ${customer.name}`} />
      <CustomerForm
        key={customer.id}
        defaultValues={customerToForm(customer)}
        savedDocuments={customer.documents}
        submitLabel="Update Customer"
        saving={update.isPending}
        error={update.error && errorMessage(update.error, CUSTOMER_MESSAGES.saveFailed)}
        onSubmit={handleSubmit}
        onCancel={backToList}
      />
    </>
  );
}
