import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, PageHeader, Spinner } from '@trellis/ui';
import { ApiError, toast } from '@trellis/platform';
import { useCustomer } from '../features/customers/api/get-customer';
import { useUpdateCustomer } from '../features/customers/api/update-customer';
import { CustomerForm } from '../features/customers/components/customer-form';
import type { CustomerFormValues } from '../features/customers/utils/customer-form-schema';
import { toCustomerFormData } from '../features/customers/utils/customer-form-data';
import { customerToForm } from '../features/customers/utils/customer-to-form';
import { saveErrorMessage } from '../features/customers/utils/save-error-message';

export function EditCustomerPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const {
    data: customer,
    isPending,
    isError,
    error: loadError,
    refetch,
  } = useCustomer(valid ? id : null);
  const update = useUpdateCustomer();
  const [error, setError] = useState<string | null>(null);
  const back = () => navigate('../..', { relative: 'path' });

  const handleSubmit = async (values: CustomerFormValues) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ id, body: toCustomerFormData(values) });
      toast(`${saved.name} saved`, 'success');
      back();
    } catch (failure) {
      setError(saveErrorMessage(failure));
    }
  };

  if (!valid || (isError && loadError instanceof ApiError && loadError.status === 404)) {
    return (
      <EmptyState
        title="Customer not found"
        action={<Button onClick={back}>Back to customers</Button>}
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

  return (
    <>
      <PageHeader title="Edit Customer" description={`${customer.code} · ${customer.name}`} />
      <CustomerForm
        key={customer.id}
        defaultValues={customerToForm(customer)}
        savedDocuments={customer.documents}
        submitLabel="Update Customer"
        error={error}
        onSubmit={handleSubmit}
        onCancel={back}
      />
    </>
  );
}
