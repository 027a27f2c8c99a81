import { useNavigate } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import { CUSTOMER_MESSAGES } from '@trellis/contracts';
import { errorMessage, toast } from '@trellis/platform';
import { customers } from '../features/customers/api/customers-resource';
import { CustomerForm } from '../features/customers/components/customer-form';
import {
  EMPTY_CUSTOMER_FORM,
  type CustomerFormValues,
} from '../features/customers/utils/customer-form-schema';
import { toCustomerFormData } from '../features/customers/utils/customer-form-data';

export function AddCustomerPage() {
  const navigate = useNavigate();
  const creation = customers.useCreate();
  const backToList = () => navigate('..', { relative: 'path' });

  const handleSubmit = (values: CustomerFormValues) =>
    creation.mutate(toCustomerFormData(values), {
      onSuccess: (customer) => {
        toast(`${customer.name} created`, 'success');
        backToList();
      },
    });

  return (
    <>
      <PageHeader title="Add Customer" />
      <CustomerForm
        defaultValues={EMPTY_CUSTOMER_FORM}
        submitLabel="Create Customer"
        saving={creation.isPending}
        error={creation.error && errorMessage(creation.error, CUSTOMER_MESSAGES.saveFailed)}
        onSubmit={handleSubmit}
        onCancel={backToList}
      />
    </>
  );
}
