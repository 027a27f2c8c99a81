import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import {
  APP_ROUTES,
  LEAD_MESSAGES,
  leadFormDefaults,
  parseAppLinkQuery,
  type LeadBody,
} from '@trellis/contracts';
import { toast, useBusinessToday } from '@trellis/platform';
import { leads } from '../features/leads/api/leads-resource';
import { LeadForm } from '../features/leads/components/lead-form';

export function AddLeadPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const today = useBusinessToday();
  const creation = leads.useCreate();
  // The form starts once: a later change of day or address does not reset what was typed.
  // Customers' Create Lead links here with customerId and customerName.
  const [{ defaultValues, customer }] = useState(() => {
    const prefill = parseAppLinkQuery('leadsAdd', searchParams);
    return {
      defaultValues: leadFormDefaults(today, prefill?.customerId),
      customer: prefill ? { id: prefill.customerId, name: prefill.customerName } : null,
    };
  });
  const backToList = () => navigate(APP_ROUTES.leads);

  const handleSubmit = (values: LeadBody) =>
    creation.mutate(values, {
      onSuccess: (lead) => {
        toast(`${lead.code} created`, 'success');
        backToList();
      },
    });

  return (
    <>
      <PageHeader
        title="Add Lead"
        description={customer ? `A new lead for ${customer.name}.` : undefined}
      />
      <LeadForm
        defaultValues={defaultValues}
        customer={customer}
        submitLabel={LEAD_MESSAGES.createLead}
        saving={creation.isPending}
        error={creation.error}
        failed={LEAD_MESSAGES.saveFailed}
        onSubmit={handleSubmit}
        onCancel={backToList}
      />
    </>
  );
}
