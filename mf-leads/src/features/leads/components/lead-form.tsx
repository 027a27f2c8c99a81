import { useEffect, useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  leadFieldsSchema,
  type LeadBody,
  type LeadBodyInput,
  type LeadDateContext,
} from '@trellis/contracts';
import { FormFooter, StyledPageForm, useRecordForm } from '@trellis/page-kit';
import { errorMessage, useBusinessToday } from '@trellis/platform';
import type { ChosenCustomer } from './customer-picker';
import { LeadMainSections } from './lead-main-sections';
import { LeadPricingSections } from './lead-pricing-sections';

export interface LeadFormProps {
  defaultValues: LeadBodyInput;
  /** The customer the form starts with, shown in the picker. */
  customer: ChosenCustomer | null;
  /** The saved lead when editing: its own past dates may be kept. */
  previous?: LeadDateContext['previous'];
  submitLabel: string;
  /** True while the save is on its way: the buttons wait and the submit button says so. */
  saving: boolean;
  /** The last save's failure, or null: its message by the buttons, its refused fields at each. */
  error: unknown;
  /** The message when the server gives no reason. */
  failed: string;
  onSubmit: (values: LeadBody) => void;
  onCancel: () => void;
}

/** The lead form's seven sections, validated with the API's own schema. */
export function LeadForm({
  defaultValues,
  customer,
  previous = null,
  submitLabel,
  saving,
  error,
  failed,
  onSubmit,
  onCancel,
}: LeadFormProps) {
  const today = useBusinessToday();
  const resolver = useMemo(
    () => zodResolver(leadFieldsSchema({ today, previous })),
    [today, previous],
  );
  const form = useRecordForm(resolver, defaultValues, error);
  const { setValue, getFieldState } = form;

  // A new lead starts today in the business time zone: until someone picks a start date, it
  // follows that day (it is the browser's until the settings arrive, and it moves at midnight).
  useEffect(() => {
    if (previous === null && !getFieldState('task_start_date').isDirty)
      setValue('task_start_date', today);
  }, [today, previous, getFieldState, setValue]);

  const earliest = (saved: string | null | undefined) => (saved && saved < today ? saved : today);

  return (
    <FormProvider {...form}>
      <StyledPageForm noValidate aria-label="Lead form" onSubmit={form.handleSubmit(onSubmit)}>
        <LeadMainSections customer={customer} minStartDate={earliest(previous?.task_start_date)} />
        <LeadPricingSections minFollowUpDate={earliest(previous?.reschedule_date)} />
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
