import { useState } from 'react';
import { FormProvider, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@trellis/ui/controls';
import {
  leadToTicketFormValues,
  ticketFieldsSchema,
  type TicketFileField,
  type TicketFormValues,
  type TicketLeadOption,
} from '@trellis/contracts';
import { FormFooter, StyledPageForm, useRecordForm } from '@trellis/page-kit';
import { errorMessage } from '@trellis/platform';
import { getLead } from '../api/get-lead';
import { ticketKeys } from '../api/ticket-keys';
import { NO_FILES, type TicketFiles, type TicketFormOutput } from '../utils/ticket-form-data';
import { leadLabel } from './lead-picker';
import { TicketMainSections, type ChosenPicks } from './ticket-main-sections';
import { TicketMoreSections } from './ticket-more-sections';

// The form holds its inputs' strings; the schema turns them into the body the API validates.
const resolver = zodResolver(ticketFieldsSchema) as unknown as Resolver<
  TicketFormValues,
  unknown,
  TicketFormOutput
>;

export interface TicketFormProps {
  defaultValues: TicketFormValues;
  /** What the pickers show at first (the lead's customer, the saved ticket's engineer). */
  initialPicks: ChosenPicks;
  /** Editing: the ticket's own lead, which the server no longer offers. */
  ownLead?: TicketLeadOption | null;
  /** Files are sent with a new ticket; the edit form (a JSON PUT) has none. */
  withFiles: boolean;
  submitLabel: string;
  saving: boolean;
  /** The last save's failure, or null: its message by the buttons, its refused fields at each. */
  error: unknown;
  /** The message when the server gives no reason. */
  failed: string;
  onSubmit: (values: TicketFormOutput, files: TicketFiles) => void;
  onCancel: () => void;
}

/** The ticket form's seven sections, validated with the API's own schema. */
export function TicketForm({
  defaultValues,
  initialPicks,
  ownLead = null,
  withFiles,
  submitLabel,
  saving,
  error,
  failed,
  onSubmit,
  onCancel,
}: TicketFormProps) {
  const queryClient = useQueryClient();
  const form = useRecordForm(resolver, defaultValues, error);
  const { setValue, getValues, reset } = form;
  const [picks, setPicks] = useState(initialPicks);
  const [files, setFiles] = useState<TicketFiles>(NO_FILES);
  const [prefill, setPrefill] = useState<'idle' | 'loading' | { error: string }>('idle');

  const pick = (name: 'customer_id' | 'engineer_id', id: number) =>
    setValue(name, id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  // Choosing a lead fills in its customer, task, dates, address and rates (issue 10).
  const handleLead = async (lead: TicketLeadOption) => {
    setPicks((current) => ({
      ...current,
      lead: { id: lead.id, name: leadLabel(lead) },
      customer: { id: lead.customer_id, name: lead.customer_name },
    }));
    setValue('lead_id', lead.id, { shouldDirty: true });
    setValue('customer_id', lead.customer_id, { shouldDirty: true });
    setPrefill('loading');
    try {
      const detail = await queryClient.fetchQuery({
        queryKey: ticketKeys.lead(lead.id),
        queryFn: () => getLead(lead.id),
      });
      if (getValues('lead_id') !== lead.id) return; // another lead was chosen meanwhile
      reset(leadToTicketFormValues(detail, getValues()), { keepDefaultValues: true });
      setPrefill('idle');
    } catch (failure) {
      setPrefill({ error: errorMessage(failure, 'Could not load the lead to fill in the form') });
    }
  };

  const handleFiles = (field: TicketFileField, chosen: File[]) =>
    setFiles((current) => ({ ...current, [field]: chosen }));

  return (
    <FormProvider {...form}>
      <StyledPageForm
        noValidate
        aria-label="Ticket form"
        onSubmit={form.handleSubmit((values) => onSubmit(values, files))}
      >
        <TicketMainSections
          chosen={picks}
          ownLead={ownLead}
          onCustomer={(customer) => {
            setPicks((current) => ({ ...current, customer }));
            pick('customer_id', customer.id);
          }}
          onLead={(lead) => void handleLead(lead)}
          onEngineer={(engineer) => {
            setPicks((current) => ({ ...current, engineer }));
            pick('engineer_id', engineer.id);
          }}
        />
        {prefill === 'loading' && <Alert tone="info">Filling in the lead&apos;s details...</Alert>}
        {typeof prefill === 'object' && <Alert>{prefill.error}</Alert>}
        <TicketMoreSections files={withFiles ? files : null} onFilesChange={handleFiles} />
        <FormFooter
          error={error ? errorMessage(error, failed) : null}
          saving={saving}
          submitLabel={submitLabel}
          onCancel={onCancel}
        />
      </StyledPageForm>
    </FormProvider>
  );
}
