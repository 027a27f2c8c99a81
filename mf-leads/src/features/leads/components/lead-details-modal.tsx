import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Avatar, Button, EmptyState, Spinner } from '@trellis/ui/controls';
import { Modal } from '@trellis/ui/dialogs';
import { formatDate, formatMoney } from '@trellis/ui/format';
import {
  hasFollowUp,
  hoursToTaskTime,
  LEAD_FIELD_LABELS as L,
  LEAD_MESSAGES,
  leadTimeZoneOf,
  type LeadDetail,
} from '@trellis/contracts';
import { HistorySection, usePermission } from '@trellis/platform';
import { leads } from '../api/leads-resource';
import { formatLeadCreated } from '../utils/lead-format';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadTicketCell } from './lead-ticket-cell';

/*
 * The details are taller than most screens, so the dialog's body scrolls; its buttons are all in
 * the header and footer, outside that body. The details therefore take a tab stop of their own:
 * focused, the arrow, Page and Home/End keys scroll the body, as a mouse wheel does (axe
 * scrollable-region-focusable). Named by the lead's heading.
 */
const StyledDetails = styled.article`
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledSection = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

type Fact = [label: string, value: ReactNode];

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <StyledSection aria-label={title}>
      <h4>{title}</h4>
      <StyledFacts>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value === null || value === '' ? '—' : value}</dd>
          </div>
        ))}
      </StyledFacts>
    </StyledSection>
  );
}

function Details({ lead }: { lead: LeadDetail }) {
  const money = (amount: string | null) =>
    amount === null ? null : formatMoney({ amount, currency: lead.currency });
  const day = (iso: string | null) => (iso ? formatDate(iso) : null);
  const headingId = useId();
  return (
    <StyledDetails tabIndex={0} aria-labelledby={headingId}>
      <StyledHeader>
        <Avatar name={lead.customer_name} src={lead.profile_image} size="lg" />
        <div>
          <h3 id={headingId}>
            {lead.code} · {lead.task_name}
          </h3>
          <StyledMuted>
            {lead.customer_name} ({lead.customer_code})
          </StyledMuted>
        </div>
        <LeadStatusBadge status={lead.status} />
      </StyledHeader>
      <StyledMuted>Created {formatLeadCreated(lead)}</StyledMuted>
      <Facts
        title="Lead Information"
        facts={[
          [L.lead_type, lead.lead_type],
          [L.end_client_name, lead.end_client_name],
          [L.client_ticket_number, lead.client_ticket_number],
          ['Ticket', <LeadTicketCell key="ticket" lead={lead} />],
        ]}
      />
      <Facts
        title="Ticket Details"
        facts={[
          [L.task_start_date, day(lead.task_start_date)],
          [L.task_end_date, day(lead.task_end_date)],
          [L.task_time_hours, hoursToTaskTime(lead.task_time_hours)],
          [L.scope_of_work, lead.scope_of_work],
        ]}
      />
      <Facts
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
      <Facts
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
      <Facts
        title="Tools, Costs and Status"
        facts={[
          [L.tools, lead.tools],
          [L.travel_cost_day, money(lead.travel_cost_day)],
          [L.total_cost, money(lead.total_cost)],
          [L.reschedule_date, hasFollowUp(lead) ? day(lead.reschedule_date) : null],
        ]}
      />
      <HistorySection entity="lead" entityId={lead.id} headingLevel={4} />
    </StyledDetails>
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
  const { data, isPending, isError, refetch } = leads.useDetail(leadId);
  const canUpdate = usePermission('update');
  return (
    <Modal
      open={open && leadId !== null}
      onClose={onClose}
      title="Lead details"
      size="lg"
      footer={
        data &&
        canUpdate && (
          <>
            <Button variant="secondary" onClick={() => onEdit(data)}>
              Edit
            </Button>
            <Button onClick={() => onChangeStatus(data)}>{LEAD_MESSAGES.changeStatus}</Button>
          </>
        )
      }
    >
      {isError ? (
        <EmptyState
          title="Could not load the lead"
          action={<Button onClick={() => void refetch()}>Retry</Button>}
        />
      ) : isPending ? (
        <Spinner label="Loading lead..." showLabel />
      ) : (
        <Details lead={data} />
      )}
    </Modal>
  );
}
