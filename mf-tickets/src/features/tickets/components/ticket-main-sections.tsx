import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@trellis/ui/forms';
import {
  TICKET_FIELD_LABELS as T,
  TICKET_FORM_SECTIONS,
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  type TicketFormValues,
  type TicketLeadOption,
} from '@trellis/contracts';
import { CustomerPicker, type Chosen } from './customer-picker';
import { EngineerPicker } from './engineer-picker';
import { LeadPicker } from './lead-picker';
import { StartDateField } from './start-date-field';
import { FormSection, WideField } from '@trellis/page-kit';
import { TicketInput, TicketSelect, ticketFieldId } from './ticket-form-fields';

const [CUSTOMER_LEAD, TASK, ENGINEER] = TICKET_FORM_SECTIONS;
const PRIORITY_OPTIONS = TICKET_PRIORITIES.map((value) => ({ value, label: value }));

/** What the three pickers show: the form holds only their ids. */
export interface ChosenPicks {
  customer: Chosen | null;
  lead: Chosen | null;
  engineer: Chosen | null;
}

export interface TicketMainSectionsProps {
  chosen: ChosenPicks;
  ownLead: TicketLeadOption | null;
  onCustomer: (customer: Chosen) => void;
  onLead: (lead: TicketLeadOption) => void;
  onEngineer: (engineer: Chosen) => void;
}

/** Customer & Lead, Task Details and Engineer Assignment. */
export function TicketMainSections({
  chosen,
  ownLead,
  onCustomer,
  onLead,
  onEngineer,
}: TicketMainSectionsProps) {
  const { control, formState } = useFormContext<TicketFormValues>();
  const { errors } = formState;
  const [start, end] = useWatch({ control, name: ['task_start_date', 'task_end_date'] });
  const ids = {
    customer: ticketFieldId('customer_id'),
    lead: ticketFieldId('lead_id'),
    engineer: ticketFieldId('engineer_id'),
  };
  return (
    <>
      <FormSection title={CUSTOMER_LEAD.title}>
        <Controller
          control={control}
          name="customer_id"
          render={({ field }) => (
            <Field label={T.customer_id} htmlFor={ids.customer} error={errors.customer_id?.message}>
              <CustomerPicker
                id={ids.customer}
                selected={chosen.customer}
                invalid={!!errors.customer_id}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={onCustomer}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="lead_id"
          render={({ field }) => (
            <Field label={T.lead_id} htmlFor={ids.lead} error={errors.lead_id?.message}>
              <LeadPicker
                id={ids.lead}
                selected={chosen.lead}
                own={ownLead}
                invalid={!!errors.lead_id}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={onLead}
              />
            </Field>
          )}
        />
      </FormSection>
      <FormSection title={TASK.title}>
        <TicketInput name="task_name" />
        <TicketSelect name="priority" options={PRIORITY_OPTIONS} />
        <StartDateField />
        <TicketInput name="task_end_date" type="date" min={start || undefined} />
        {/* Whole hours: the time input steps an hour at a time; only the hour is sent. */}
        <TicketInput name="task_time_hours" type="time" step="3600" hint="Whole hours" />
        <WideField>
          <TicketInput name="scope_of_work" multiline />
        </WideField>
      </FormSection>
      <FormSection title={ENGINEER.title}>
        <Controller
          control={control}
          name="engineer_id"
          render={({ field }) => (
            <Field
              label={T.engineer_id}
              htmlFor={ids.engineer}
              hint={TICKET_MESSAGES.engineerRequired}
              error={errors.engineer_id?.message}
            >
              <EngineerPicker
                id={ids.engineer}
                selected={chosen.engineer}
                until={end ?? ''}
                describedBy={`${ids.engineer}-hint`}
                invalid={!!errors.engineer_id}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={onEngineer}
              />
            </Field>
          )}
        />
      </FormSection>
    </>
  );
}
