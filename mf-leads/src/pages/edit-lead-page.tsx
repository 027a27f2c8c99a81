import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, PageHeader, Spinner } from '@trellis/ui/controls';
import {
  APP_ROUTES,
  idParamSchema,
  LEAD_MESSAGES,
  leadToFormValues,
  type LeadBody,
  type LeadDetail,
} from '@trellis/contracts';
import { ApiError, errorMessage, toast } from '@trellis/platform';
import { leads } from '../features/leads/api/leads-resource';
import { LeadForm } from '../features/leads/components/lead-form';

function EditLeadForm({ lead, onDone }: { lead: LeadDetail; onDone: () => void }) {
  const update = leads.useUpdate();
  // Fixed for this lead (the component is keyed by its id): the form starts from the saved
  // lead, and the lead's own past dates may be kept.
  const [{ defaultValues, customer, previous }] = useState(() => ({
    defaultValues: leadToFormValues(lead),
    customer: { id: lead.customer_id, name: lead.customer_name },
    previous: { task_start_date: lead.task_start_date, reschedule_date: lead.reschedule_date },
  }));

  const handleSubmit = (values: LeadBody) =>
    update.mutate(
      { id: lead.id, body: values },
      {
        onSuccess: (saved) => {
          toast(`${saved.code} saved`, 'success');
          onDone();
        },
      },
    );

  return (
    <LeadForm
      defaultValues={defaultValues}
      customer={customer}
      previous={previous}
      submitLabel={LEAD_MESSAGES.updateLead}
      saving={update.isPending}
      error={update.error && errorMessage(update.error, LEAD_MESSAGES.saveFailed)}
      issues={update.error instanceof ApiError ? update.error.details : undefined}
      onSubmit={handleSubmit}
      onCancel={onDone}
    />
  );
}

export function EditLeadPage() {
  const navigate = useNavigate();
  const id = idParamSchema.safeParse(useParams()).data?.id ?? null;
  const { data: lead, isPending, isError, error, refetch } = leads.useDetail(id);
  const backToList = () => navigate(APP_ROUTES.leads);

  if (id === null || (error instanceof ApiError && error.status === 404)) {
    return (
      <EmptyState
        title="Lead not found"
        action={<Button onClick={backToList}>Back to leads</Button>}
      />
    );
  }
  if (isPending) return <Spinner label="Loading lead..." showLabel size="lg" />;
  if (isError)
    return (
      <EmptyState
        title="Could not load the lead"
        action={<Button onClick={() => void refetch()}>Retry</Button>}
      />
    );

  return (
    <>
      <PageHeader title="Edit Lead" description={`${lead.code} · ${lead.task_name}`} />
      <EditLeadForm key={lead.id} lead={lead} onDone={backToList} />
    </>
  );
}
