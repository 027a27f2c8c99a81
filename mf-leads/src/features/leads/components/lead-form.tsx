import { useEffect, useMemo } from 'react';
import styled from 'styled-components';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@trellis/ui/controls';
import {
  LEAD_MESSAGES,
  leadFieldsSchema,
  type LeadBody,
  type LeadBodyInput,
  type LeadDateContext,
} from '@trellis/contracts';
import { useBusinessToday } from '@trellis/platform';
import type { ChosenCustomer } from './customer-picker';
import { LeadMainSections } from './lead-main-sections';
import { LeadPricingSections } from './lead-pricing-sections';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

/** A rule the server refused, by field (the API's error `details`). */
export interface LeadFieldIssue {
  path: string;
  message: string;
}

export interface LeadFormProps {
  defaultValues: LeadBodyInput;
  /** The customer the form starts with, shown in the picker. */
  customer: ChosenCustomer | null;
  /** The saved lead when editing: its own past dates may be kept. */
  previous?: LeadDateContext['previous'];
  submitLabel: string;
  /** True while the save is on its way: the buttons wait and the submit button says so. */
  saving: boolean;
  /** Why the last save failed: the server's message, else 'Failed to save lead'. */
  error: string | null;
  /** The fields the server refused, shown at each field. */
  issues?: readonly LeadFieldIssue[];
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
  issues,
  onSubmit,
  onCancel,
}: LeadFormProps) {
  const today = useBusinessToday();
  const resolver = useMemo(
    () => zodResolver(leadFieldsSchema({ today, previous })),
    [today, previous],
  );
  const form = useForm<LeadBodyInput, unknown, LeadBody>({ resolver, defaultValues });
  const { setError, setValue, getFieldState } = form;

  // A new lead starts today in the business time zone: until someone picks a start date, it
  // follows that day (it is the browser's until the settings arrive, and it moves at midnight).
  useEffect(() => {
    if (previous === null && !getFieldState('task_start_date').isDirty)
      setValue('task_start_date', today);
  }, [today, previous, getFieldState, setValue]);

  useEffect(() => {
    for (const issue of issues ?? [])
      if (issue.path in defaultValues)
        setError(issue.path as FieldPath<LeadBodyInput>, {
          type: 'server',
          message: issue.message,
        });
  }, [issues, defaultValues, setError]);

  const earliest = (saved: string | null | undefined) => (saved && saved < today ? saved : today);

  return (
    <FormProvider {...form}>
      <StyledForm noValidate aria-label="Lead form" onSubmit={form.handleSubmit(onSubmit)}>
        <LeadMainSections customer={customer} minStartDate={earliest(previous?.task_start_date)} />
        <LeadPricingSections minFollowUpDate={earliest(previous?.reschedule_date)} />
        {/* Beside the buttons: where the eye is when the save fails. */}
        {error && <Alert>{error}</Alert>}
        <StyledButtons>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {LEAD_MESSAGES.cancel}
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? LEAD_MESSAGES.saving : submitLabel}
          </Button>
        </StyledButtons>
      </StyledForm>
    </FormProvider>
  );
}
