import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  formatHours,
  hoursToTaskTime,
  leadTimeZoneOf,
  TICKET_FIELD_LABELS as T,
  type Ticket,
} from '@trellis/contracts';
import { RecordFacts } from '@trellis/page-kit';
import { ticketAddress } from '../utils/ticket-format';
import { TicketFiles } from './ticket-files';
import { TicketStatusBadge } from './ticket-status-badge';

/** Every field of the details modal, grouped as the form's sections are. */
export function TicketFacts({ ticket }: { ticket: Ticket }) {
  const money = (amount: string | null) =>
    amount === null ? null : formatMoney({ amount, currency: ticket.currency });
  const day = (iso: string | null) => (iso ? formatDate(iso) : null);
  return (
    <>
      <RecordFacts
        title="Ticket"
        facts={[
          ['Code', ticket.code],
          [T.status, <TicketStatusBadge key="status" status={ticket.status} />],
          [T.priority, ticket.priority],
          [T.task_start_date, day(ticket.task_start_date)],
          [T.task_end_date, day(ticket.task_end_date)],
          ['Start Time', hoursToTaskTime(ticket.task_time_hours)],
          [T.timezone, leadTimeZoneOf(ticket.timezone)?.label ?? ticket.timezone],
          ['Total Hours', formatHours(ticket.total_hours)],
        ]}
      />
      <RecordFacts
        title="Customer & Engineer"
        facts={[
          [T.customer_id, `${ticket.customer_name} (${ticket.customer_code})`],
          [T.lead_id, ticket.lead_code],
          [T.engineer_id, ticket.engineer_name],
          ['Engineer Email', ticket.engineer_email],
          [T.scope_of_work, ticket.scope_of_work],
        ]}
      />
      <RecordFacts
        title="Location"
        facts={[
          ['Address', ticketAddress(ticket)],
          [T.address_line_2, ticket.address_line_2],
          [T.poc_details, ticket.poc_details],
          [T.re_details, ticket.re_details],
          [T.call_invites, ticket.call_invites],
        ]}
      />
      <RecordFacts
        title="Costs"
        facts={[
          [T.currency, ticket.currency],
          [T.hourly_rate, money(ticket.hourly_rate)],
          [T.half_day_rate, money(ticket.half_day_rate)],
          [T.full_day_rate, money(ticket.full_day_rate)],
          [T.monthly_rate, money(ticket.monthly_rate)],
          [T.agreed_rate, money(ticket.agreed_rate)],
          [T.travel_cost_day, money(ticket.travel_cost_day)],
          [T.tool_cost, money(ticket.tool_cost)],
          [T.tools, ticket.tools],
        ]}
      />
      <TicketFiles title={T.documents} files={ticket.documents} />
      <TicketFiles title="Sign-off Sheets" files={ticket.sign_off_sheet} />
    </>
  );
}
