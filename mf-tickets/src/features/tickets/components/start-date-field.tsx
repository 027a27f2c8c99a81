import styled from 'styled-components';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '@trellis/ui/controls';
import type { TicketFormValues } from '@trellis/contracts';
import { useStartDateHoliday } from '../hooks/use-start-date-holiday';
import { TicketInput } from './ticket-form-fields';

const StyledStartDate = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

/** Task Start Date, with a warning under it when the day is a holiday in the ticket's country. */
export function StartDateField() {
  const { control } = useFormContext<TicketFormValues>();
  const [start, country] = useWatch({ control, name: ['task_start_date', 'country'] });
  const warnings = useStartDateHoliday(start ?? '', country ?? '');
  return (
    <StyledStartDate>
      <TicketInput name="task_start_date" type="date" />
      {warnings.map((warning) => (
        <Alert key={warning} tone="warning">
          {warning}
        </Alert>
      ))}
    </StyledStartDate>
  );
}
