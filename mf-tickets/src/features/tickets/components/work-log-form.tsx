import styled from 'styled-components';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@trellis/ui/controls';
import { Field, Select, TextInput } from '@trellis/ui/forms';
import {
  formatHours,
  TICKET_FIELD_LABELS as T,
  TICKET_MESSAGES,
  WORK_LOG_STATUSES,
  workLogCreateBodySchema,
  workLogHours,
  type TicketStatus,
  type WorkLogCreateBody,
  type WorkLogCreateBodyInput,
} from '@trellis/contracts';
import { errorMessage, toast, useBusinessToday } from '@trellis/platform';
import { useCreateWorkLog } from '../api/create-work-log';

const STATUS_OPTIONS = WORK_LOG_STATUSES.map((value) => ({ value, label: value }));
const resolver = zodResolver(workLogCreateBodySchema);

const StyledForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: end;
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

type FieldName = 'work_date' | 'start_time' | 'end_time' | 'break_minutes';
const fieldId = (name: FieldName | 'status') => `work-log-${name.replaceAll('_', '-')}`;

export interface WorkLogFormProps {
  ticketId: number;
  /** The ticket's status: where a new entry starts. */
  status: TicketStatus;
}

/**
 * The work-hours form: date, start and end required, break optional; the duration shows as
 * typed, with 2 decimals, and the server computes the stored hours again.
 */
export function WorkLogForm({ ticketId, status }: WorkLogFormProps) {
  const today = useBusinessToday();
  const creation = useCreateWorkLog();
  const form = useForm<WorkLogCreateBodyInput, unknown, WorkLogCreateBody>({
    resolver,
    defaultValues: { work_date: today, start_time: '', end_time: '', break_minutes: '', status },
  });
  const { register, handleSubmit, formState, control, reset } = form;
  const [start, end, breakMinutes] = useWatch({
    control,
    name: ['start_time', 'end_time', 'break_minutes'],
  });
  const hours = workLogHours(start ?? '', end ?? '', Number(breakMinutes) || 0);

  const onSubmit = (body: WorkLogCreateBody) =>
    creation.mutate(
      { ticketId, body },
      {
        onSuccess: () => {
          toast(`Logged ${formatHours(hours.actual)}`, 'success');
          reset({
            work_date: body.work_date,
            start_time: '',
            end_time: '',
            break_minutes: '',
            status: body.status,
          });
        },
      },
    );

  const input = (name: FieldName, type: string, optional = false) => {
    const id = fieldId(name);
    const error = formState.errors[name]?.message;
    return (
      <Field label={T[name]} htmlFor={id} error={error} optional={optional}>
        <TextInput
          id={id}
          type={type}
          invalid={!!error}
          aria-required={optional ? undefined : true}
          min={type === 'number' ? 0 : undefined}
          step={type === 'number' ? 1 : undefined}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <StyledForm noValidate aria-label="Log work hours" onSubmit={handleSubmit(onSubmit)}>
      {input('work_date', 'date')}
      {input('start_time', 'time')}
      {input('end_time', 'time')}
      {input('break_minutes', 'number', true)}
      <Field label={T.status} htmlFor={fieldId('status')}>
        <Select id={fieldId('status')} options={STATUS_OPTIONS} {...register('status')} />
      </Field>
      <StyledWide>
        <output htmlFor={`${fieldId('start_time')} ${fieldId('end_time')}`} aria-live="polite">
          Duration: {formatHours(hours.duration)}
          {hours.actual !== hours.duration && ` (actual ${formatHours(hours.actual)})`}
        </output>
        <Button type="submit" disabled={creation.isPending}>
          {creation.isPending ? TICKET_MESSAGES.saving : TICKET_MESSAGES.addWorkLog}
        </Button>
      </StyledWide>
      {creation.error && (
        <StyledWide>
          <Alert>{errorMessage(creation.error, TICKET_MESSAGES.workLogFailed)}</Alert>
        </StyledWide>
      )}
    </StyledForm>
  );
}
