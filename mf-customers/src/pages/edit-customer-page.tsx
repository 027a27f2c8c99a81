import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import { CUSTOMER_MESSAGES, idParamSchema } from '@trellis/contracts';
import { LoadedRecord } from '@trellis/page-kit';
import { errorMessage, toast } from '@trellis/platform';
import { customers } from '../features/customers/api/customers-resource';
import { CustomerForm } from '../features/customers/components/customer-form';
import type { CustomerFormValues } from '../features/customers/utils/customer-form-schema';
import { toCustomerFormData } from '../features/customers/utils/customer-form-data';
import { customerToForm } from '../features/customers/utils/customer-to-form';

export function EditCustomerPage() {
  const navigate = useNavigate();
  const id = idParamSchema.safeParse(useParams()).data?.id ?? null;
  const query = customers.useDetail(id);
  const update = customers.useUpdate();
  const backToList = () => navigate('../..', { relative: 'path' });

  const handleSubmit = (customerId: number, values: CustomerFormValues) =>
    update.mutate(
      { id: customerId, body: toCustomerFormData(values) },
      {
        onSuccess: (saved) => {
          toast(`${saved.name} saved`, 'success');
          backToList();
        },
      },
    );

  return (
    <LoadedRecord
      query={query}
      noun="customer"
      spinnerSize="lg"
      notFound={{
        title: 'Customer not found',
        backLabel: 'Back to customers',
        onBack: backToList,
        missing: id === null,
      }}
    >
      {(customer) => (
        <>
          <PageHeader title="Edit Customer" description={`${customer.code} · ${customer.name}`} />
          <CustomerForm
            key={customer.id}
            defaultValues={customerToForm(customer)}
            savedDocuments={customer.documents}
            submitLabel="Update Customer"
            saving={update.isPending}
            error={update.error && errorMessage(update.error, CUSTOMER_MESSAGES.saveFailed)}
            onSubmit={(values) => handleSubmit(customer.id, values)}
            onCancel={backToList}
          />
        </>
      )}
    </LoadedRecord>
  );
}
