import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@trellis/ui/forms';
import {
  LEAD_FIELD_LABELS,
  LEAD_FORM_SECTIONS,
  LEAD_MESSAGES,
  LEAD_TYPES,
  type LeadBodyInput,
} from '@trellis/contracts';
import { CustomerPicker, type ChosenCustomer } from './customer-picker';
import { FormSection, WideField } from '@trellis/page-kit';
import { LeadInput, LeadSelect, leadFieldId } from './lead-form-fields';
import { TimeZonePicker } from './time-zone-picker';

const [INFORMATION, TICKET, ADDRESS] = LEAD_FORM_SECTIONS;
const LEAD_TYPE_OPTIONS = LEAD_TYPES.map((value) => ({ value, label: value }));

export interface LeadMainSectionsProps {
  customer: ChosenCustomer | null;
  /** The earliest start date offered: today, or a saved start already in the past. */
  minStartDate: string;
}

/** Lead Information, Ticket Details and Address & Location. */
export function LeadMainSections({ customer, minStartDate }: LeadMainSectionsProps) {
  const { control, formState } = useFormContext<LeadBodyInput>();
  const { errors } = formState;
  const start = useWatch({ control, name: 'task_start_date' });
  const customerId = leadFieldId('customer_id');
  const timezoneId = leadFieldId('timezone');
  return (
    <>
      <FormSection title={INFORMATION.title}>
        <Controller
          control={control}
          name="customer_id"
          render={({ field }) => (
            <Field
              label={LEAD_FIELD_LABELS.customer_id}
              htmlFor={customerId}
              error={errors.customer_id?.message}
            >
              <CustomerPicker
                id={customerId}
                initial={customer}
                invalid={!!errors.customer_id}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            </Field>
          )}
        />
        <LeadInput name="task_name" />
        <LeadSelect name="lead_type" options={LEAD_TYPE_OPTIONS} />
        <LeadInput name="end_client_name" />
      </FormSection>
      <FormSection title={TICKET.title}>
        <LeadInput name="client_ticket_number" optional />
        <LeadInput
          name="task_start_date"
          type="date"
          min={minStartDate}
          hint={LEAD_MESSAGES.startDateInPast}
        />
        <LeadInput
          name="task_end_date"
          type="date"
          min={typeof start === 'string' ? start : undefined}
        />
        {/* Whole hours: the time input steps an hour at a time; only the hour is sent. */}
        <LeadInput name="task_time_hours" type="time" step="3600" hint="Whole hours" />
        <WideField>
          <LeadInput name="scope_of_work" multiline />
        </WideField>
      </FormSection>
      <FormSection title={ADDRESS.title}>
        <LeadInput name="apartment" />
        <LeadInput name="address_line_1" />
        <LeadInput name="address_line_2" optional />
        <LeadInput name="city" />
        <LeadInput name="country" />
        <LeadInput name="zip_code" />
        <Controller
          control={control}
          name="timezone"
          render={({ field }) => (
            <Field
              label={LEAD_FIELD_LABELS.timezone}
              htmlFor={timezoneId}
              error={errors.timezone?.message}
            >
              <TimeZonePicker
                id={timezoneId}
                value={field.value}
                invalid={!!errors.timezone}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={field.onChange}
              />
            </Field>
          )}
        />
      </FormSection>
    </>
  );
}
