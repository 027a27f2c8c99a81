import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@trellis/ui';
import { toast } from '@trellis/platform';
import { useCreateCustomer } from '../features/customers/api/create-customer';
import { CustomerForm } from '../features/customers/components/customer-form';
import {
  EMPTY_CUSTOMER_FORM,
  type CustomerFormValues,
} from '../features/customers/utils/customer-form-schema';
import { toCustomerFormData } from '../features/customers/utils/customer-form-data';
import { saveErrorMessage } from '../features/customers/utils/save-error-message';

export function AddCustomerPage() {
  const navigate = useNavigate();
  const creation = useCreateCustomer();
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (values: CustomerFormValues) => {
    setError(null);
    try {
      const customer = await creation.mutateAsync(toCustomerFormData(values));
      toast(`${customer.name} created`, 'success');
      navigate('..', { relative: 'path' });
    } catch (failure) {
      setError(saveErrorMessage(failure));
    }
  };

  return (
    <>
      <PageHeader title="Add Customer" />
      <CustomerForm
        defaultValues={EMPTY_CUSTOMER_FORM}
        submitLabel="Create Customer"
        error={error}
        onSubmit={handleSubmit}
        onCancel={() => navigate('..', { relative: 'path' })}
      />
    </>
  );
}
