import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '@trellis/ui/controls';
import {
  APP_ROUTES,
  idParamSchema,
  LEAD_MESSAGES,
  leadToFormValues,
  type LeadBody,
  type LeadDetail,
} from '@trellis/contracts';
import { LoadedRecord } from '@trellis/page-kit';
import { toast } from '@trellis/platform';
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
      error={update.error}
      failed={LEAD_MESSAGES.saveFailed}
      onSubmit={handleSubmit}
      onCancel={onDone}
    />
  );
}

export function EditLeadPage() {
  const navigate = useNavigate();
  const id = idParamSchema.safeParse(useParams()).data?.id ?? null;
  const query = leads.useDetail(id);
  const backToList = () => navigate(APP_ROUTES.leads);
  return (
    <LoadedRecord
      query={query}
      noun="lead"
      spinnerSize="lg"
      notFound={{
        title: 'Lead not found',
        backLabel: 'Back to leads',
        onBack: backToList,
        missing: id === null,
      }}
    >
      {(lead) => (
        <>
          <PageHeader title="Edit Lead" description={`${lead.code} · ${lead.task_name}`} />
          <EditLeadForm key={lead.id} lead={lead} onDone={backToList} />
        </>
      )}
    </LoadedRecord>
  );
}
