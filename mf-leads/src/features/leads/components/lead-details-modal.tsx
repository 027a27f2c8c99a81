import { useId } from 'react';
import styled from 'styled-components';
import { Avatar, Button } from '@trellis/ui/controls';
import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  hasFollowUp,
  hoursToTaskTime,
  LEAD_FIELD_LABELS as L,
  LEAD_MESSAGES,
  leadTimeZoneOf,
  type LeadDetail,
} from '@trellis/contracts';
import {
  RecordDetailsModal,
  RecordFacts,
  StyledMutedLine,
  StyledRecordDetails,
  StyledRecordHeader,
} from '@trellis/page-kit';
import { HistorySection } from '@trellis/platform';
import { leads } from '../api/leads-resource';
import { formatLeadCreated } from '../utils/lead-format';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTicketCell } from './lead-ticket-cell';

const StyledHeader = styled(StyledRecordHeader)`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

function Details({ lead }: { lead: LeadDetail }) {
  const money = (amount: string | null) =>
    amount === null ? null : formatMoney({ amount, currency: lead.currency });
  const day = (iso: string | null) => (iso ? formatDate(iso) : null);
  const headingId = useId();
  return (
    <StyledRecordDetails tabIndex={0} aria-labelledby={headingId}>
      <StyledHeader>
        <Avatar name={lead.customer_name} src={lead.profile_image} size="lg" />
        <div>
          <h3 id={headingId}>
            {lead.code} · {lead.task_name}
          </h3>
          <StyledMutedLine>
            {lead.customer_name} ({lead.customer_code})
          </StyledMutedLine>
        </div>
        <LeadStatusBadge status={lead.status} />
      </StyledHeader>
      <StyledMutedLine>Created {formatLeadCreated(lead)}</StyledMutedLine>
      <RecordFacts
        title="Lead Information"
        facts={[
          [L.lead_type, lead.lead_type],
          [L.end_client_name, lead.end_client_name],
          [L.client_ticket_number, lead.client_ticket_number],
          ['Ticket', <LeadTicketCell key="ticket" lead={lead} />],
        ]}
      />
      <RecordFacts
        title="Ticket Details"
        facts={[
          [L.task_start_date, day(lead.task_start_date)],
          [L.task_end_date, day(lead.task_end_date)],
          [L.task_time_hours, hoursToTaskTime(lead.task_time_hours)],
          [L.scope_of_work, lead.scope_of_work],
        ]}
      />
      <RecordFacts
        title="Address & Location"
        facts={[
          [L.apartment, lead.apartment],
          [L.address_line_1, lead.address_line_1],
          [L.address_line_2, lead.address_line_2],
          [L.city, lead.city],
          [L.country, lead.country],
          [L.zip_code, lead.zip_code],
          [L.timezone, leadTimeZoneOf(lead.timezone)?.label ?? lead.timezone],
        ]}
      />
      <RecordFacts
        title="Pricing & Rates"
        facts={[
          [L.currency, lead.currency],
          [L.hourly_rate, money(lead.hourly_rate)],
          [L.half_day_rate, money(lead.half_day_rate)],
          [L.full_day_rate, money(lead.full_day_rate)],
          [L.monthly_rate, money(lead.monthly_rate)],
          [L.agreed_rate, money(lead.agreed_rate)],
        ]}
      />
      <RecordFacts
        title="Tools, Costs and Status"
        facts={[
          [L.tools, lead.tools],
          [L.travel_cost_day, money(lead.travel_cost_day)],
          [L.total_cost, money(lead.total_cost)],
          [L.reschedule_date, hasFollowUp(lead) ? day(lead.reschedule_date) : null],
        ]}
      />
      <HistorySection entity="lead" entityId={lead.id} headingLevel={4} />
    </StyledRecordDetails>
  );
}

export interface LeadDetailsModalProps {
  open: boolean;
  leadId: number | null;
  onClose: () => void;
  onChangeStatus: (lead: LeadDetail) => void;
  onEdit: (lead: LeadDetail) => void;
}

/** Every field of the lead, its ticket link and its History, status changes included. */
export function LeadDetailsModal({
  open,
  leadId,
  onClose,
  onChangeStatus,
  onEdit,
}: LeadDetailsModalProps) {
  const query = leads.useDetail(leadId);
  return (
    <RecordDetailsModal
      open={open && leadId !== null}
      title="Lead details"
      query={query}
      noun="lead"
      onClose={onClose}
      onEdit={onEdit}
      actions={(lead) => (
        <Button onClick={() => onChangeStatus(lead)}>{LEAD_MESSAGES.changeStatus}</Button>
      )}
    >
      {(lead) => <Details lead={lead} />}
    </RecordDetailsModal>
  );
}
