import { useMemo } from 'react';
import styled from 'styled-components';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@trellis/ui/controls';
import { DialogModal, type DialogView } from '@trellis/ui/dialogs';
import { formatDate } from '@trellis/ui/format';
import { Field, Select, TextArea, TextInput } from '@trellis/ui/forms';
import {
  allowsFollowUp,
  LEAD_FIELD_LABELS,
  LEAD_MESSAGES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadStatusChangeDiffers,
  leadStatusChangeFormSchema,
  leadStatusChangePreview,
  type Lead,
  type LeadStatusChange,
  type LeadStatusChangeInput,
} from '@trellis/contracts';
import { errorMessage, toast, useBusinessToday } from '@trellis/platform';
import { useChangeLeadStatus } from '../api/change-lead-status';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** What the modal needs of a lead: a row or the details modal's lead. */
export type StatusModalLead = Pick<
  Lead,
  'id' | 'code' | 'task_name' | 'status' | 'reschedule_date'
>;

interface StatusFormProps {
  lead: StatusModalLead;
  onSaved: () => void;
  onCancel: () => void;
}

function StatusForm({ lead, onSaved, onCancel }: StatusFormProps) {
  const today = useBusinessToday();
  const change = useChangeLeadStatus();
  const schema = useMemo(
    () =>
      leadStatusChangeFormSchema({
        today,
        // A saved follow-up date already in the past may be kept; a new one may not.
        previous: { task_start_date: null, reschedule_date: lead.reschedule_date },
      }),
    [today, lead.reschedule_date],
  );
  const { register, control, handleSubmit, formState } = useForm<
    LeadStatusChangeInput,
    unknown,
    LeadStatusChange
  >({
    resolver: zodResolver(schema),
    defaultValues: { status: lead.status, reschedule_date: lead.reschedule_date ?? '', reason: '' },
  });
  const { errors } = formState;
  const status = useWatch({ control, name: 'status' });
  const date = useWatch({ control, name: 'reschedule_date' });
  const next = { status, reschedule_date: date };
  const changed = leadStatusChangeDiffers(lead, next);
  const withDate = allowsFollowUp(status);
  const id = (field: string) => `lead-${lead.id}-${field}`;

  const handleSave = (body: LeadStatusChange) =>
    change.mutate(
      { id: lead.id, body },
      {
        onSuccess: (saved) => {
          toast(`${saved.code} is now ${LEAD_STATUS_LABELS[saved.status]}`, 'success');
          onSaved();
        },
        // The row and tiles are already back as they were; the modal stays open to try again.
        onError: (error) => toast(errorMessage(error, LEAD_MESSAGES.statusUpdateFailed), 'error'),
      },
    );

  return (
    <StyledForm
      noValidate
      aria-label={LEAD_MESSAGES.changeStatus}
      onSubmit={handleSubmit(handleSave)}
    >
      <StyledLead>
        {lead.code} · {lead.task_name}
      </StyledLead>
      <Field label={LEAD_FIELD_LABELS.status} htmlFor={id('status')} error={errors.status?.message}>
        <Select
          id={id('status')}
          options={STATUS_OPTIONS}
          invalid={!!errors.status}
          {...register('status')}
        />
      </Field>
      {withDate && (
        <Field
          label={LEAD_FIELD_LABELS.reschedule_date}
          htmlFor={id('date')}
          optional
          error={errors.reschedule_date?.message}
        >
          <TextInput
            id={id('date')}
            type="date"
            min={today}
            invalid={!!errors.reschedule_date}
            {...register('reschedule_date')}
          />
        </Field>
      )}
      <Field
        label={LEAD_FIELD_LABELS.reason}
        htmlFor={id('reason')}
        optional
        error={errors.reason?.message}
      >
        <TextArea id={id('reason')} invalid={!!errors.reason} {...register('reason')} />
      </Field>
      <Alert tone="info">{leadStatusChangePreview(lead, next, (d) => formatDate(d))}</Alert>
      <StyledButtons>
        <Button variant="secondary" onClick={onCancel}>
          {LEAD_MESSAGES.cancel}
        </Button>
        <Button type="submit" disabled={!changed || change.isPending}>
          {change.isPending ? LEAD_MESSAGES.saving : 'Submit'}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

/**
 * Change Status: any status from any other; a follow-up date for
 * Reschedule and Cancelled only, from today; an optional reason. Submit waits for a real
 * change, a preview says what will change, and the row and tiles change at once. On failure the
 * change is rolled back, a toast says why and the modal stays open.
 */
export function ChangeStatusModal({ dialog }: { dialog: DialogView<StatusModalLead> }) {
  return (
    <DialogModal dialog={dialog} title={LEAD_MESSAGES.changeStatus} size="sm">
      {(lead) => <StatusForm lead={lead} onSaved={dialog.close} onCancel={dialog.close} />}
    </DialogModal>
  );
}
