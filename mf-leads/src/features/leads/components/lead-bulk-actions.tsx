import { useId } from 'react';
import { Field, Select, TextArea, TextInput } from '@trellis/ui/forms';
import {
  allowsFollowUp,
  LEAD_FIELD_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type LeadStatus,
} from '@trellis/contracts';
import { BulkActions, type BulkActionsProps, type RowSelection } from '@trellis/page-kit';
import { useBusinessToday } from '@trellis/platform';

const STATUS_OPTIONS = LEAD_STATUSES.map((value) => ({ value, label: LEAD_STATUS_LABELS[value] }));

/** The status modal's body, as the bulk call's parameters. */
type StatusParams = {
  status: LeadStatus;
  reschedule_date?: string;
  reason?: string;
};

interface StatusFieldsProps {
  params: StatusParams;
  onChange: (next: StatusParams) => void;
}

/**
 * The status modal's fields for many leads: the status, a follow-up date where the status keeps
 * one, and a reason for the status history. An empty date or reason is left out of the body, as
 * the modal's would be null; the server applies the date rules to each lead and names refusals.
 */
function StatusFields({ params, onChange }: StatusFieldsProps) {
  const id = useId();
  const today = useBusinessToday();
  const change = (patch: Partial<StatusParams>) => {
    const next: StatusParams = { ...params, ...patch };
    // A status without a follow-up clears the date, so a date typed before is not sent.
    if (!allowsFollowUp(next.status) || !next.reschedule_date) delete next.reschedule_date;
    if (!next.reason) delete next.reason;
    onChange(next);
  };
  return (
    <>
      <Field label={LEAD_FIELD_LABELS.status} htmlFor={`${id}-status`}>
        <Select
          id={`${id}-status`}
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(event) => change({ status: event.target.value as LeadStatus })}
        />
      </Field>
      {allowsFollowUp(params.status) && (
        <Field label={LEAD_FIELD_LABELS.reschedule_date} htmlFor={`${id}-date`} optional>
          <TextInput
            id={`${id}-date`}
            type="date"
            min={today}
            value={params.reschedule_date ?? ''}
            onChange={(event) => change({ reschedule_date: event.target.value })}
          />
        </Field>
      )}
      <Field label={LEAD_FIELD_LABELS.reason} htmlFor={`${id}-reason`} optional>
        <TextArea
          id={`${id}-reason`}
          value={params.reason ?? ''}
          onChange={(event) => change({ reason: event.target.value })}
        />
      </Field>
    </>
  );
}

const ACTIONS: BulkActionsProps<'leads'>['actions'] = {
  status: {
    initial: { status: LEAD_STATUSES[0] },
    fields: (params, onChange) => (
      <StatusFields params={params as StatusParams} onChange={onChange} />
    ),
  },
  delete: { initial: {} },
};

export interface LeadBulkActionsProps {
  selection: RowSelection;
}

/** The leads list's selection bar: change the status of many leads at once, or delete them. */
export function LeadBulkActions({ selection }: LeadBulkActionsProps) {
  return <BulkActions list="leads" selection={selection} actions={ACTIONS} />;
}
