import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { Badge, IconButton, type BadgeTone, plainList } from '@trellis/ui/controls';
import { formatDate } from '@trellis/ui/format';
import {
  DASHBOARD_MESSAGES,
  hoursToTaskTime,
  ticketStatusGroup,
} from '@trellis/contracts/constants';
import type { TicketListItem, TicketStatusGroup } from '@trellis/contracts';
import { StyledMutedLine } from '@trellis/page-kit';

/** The status groups' colours as theme tones, as on the calendar and in mf-tickets. */
const GROUP_TONES: Record<TicketStatusGroup, BadgeTone> = {
  open: 'accent',
  in_progress: 'purple',
  resolved: 'success',
  expired: 'neutral',
};

const StyledPanel = styled.aside`
  /* Below the shell's sticky top bar when scrolled to. */
  scroll-margin-top: 5rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  flex: 1 1 18rem;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  /* A long date must not squeeze the close button below its touch size. */
  & > button {
    flex-shrink: 0;
  }
`;

const StyledTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledList = styled.ul`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-height: 24rem;
  overflow-y: auto;
`;

const StyledTicket = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledTicketHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledCode = styled.span`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSummary = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dd {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-align: right;
  }
`;

export interface DayPanelProps {
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  /** That day's tickets (its first ones on a very busy day). */
  tickets: TicketListItem[];
  /** How many tickets the day has in all. */
  count: number;
  /** Over the visible range. */
  summary: { totalTickets: number; activeDays: number };
  onClose: () => void;
}

/**
 * The side panel of a clicked date or ticket: that day's tickets with their count, and a
 * summary of the visible range. Its heading takes the focus when a day is chosen; Escape closes.
 */
export function DayPanel({ date, tickets, count, summary, onClose }: DayPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The focus moves without the browser's scroll, which would put the heading at the very top,
    // under the shell's sticky top bar; the panel scrolls only as far as it must to be seen.
    heading.current?.focus({ preventScroll: true });
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [date]);
  const title = DASHBOARD_MESSAGES.dayPanelTitle(formatDate(date, { dateStyle: 'full' }));

  return (
    <StyledPanel
      ref={panel}
      aria-labelledby="dashboard-day-panel-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <StyledHead>
        <div>
          <StyledTitle id="dashboard-day-panel-title" ref={heading} tabIndex={-1}>
            {title}
          </StyledTitle>
          <StyledMutedLine>{DASHBOARD_MESSAGES.dayPanelCount(count)}</StyledMutedLine>
        </div>
        <IconButton label={DASHBOARD_MESSAGES.closePanel} icon={<X />} onClick={onClose} />
      </StyledHead>
      {tickets.length === 0 ? (
        <StyledMutedLine>{DASHBOARD_MESSAGES.noTicketsThatDay}</StyledMutedLine>
      ) : (
        // It scrolls on a busy day: focusable, so a keyboard can scroll it too.
        <StyledList tabIndex={0} aria-labelledby="dashboard-day-panel-title">
          {tickets.map((ticket) => (
            <StyledTicket key={ticket.id}>
              <StyledTicketHead>
                <StyledCode>{ticket.code}</StyledCode>
                <Badge tone={GROUP_TONES[ticketStatusGroup(ticket.status)]}>{ticket.status}</Badge>
              </StyledTicketHead>
              <span>{ticket.task_name}</span>
              <StyledMutedLine>
                {[
                  ticket.customer_name,
                  ticket.engineer_name ?? 'Unassigned',
                  ticket.task_time_hours === null
                    ? null
                    : `${hoursToTaskTime(ticket.task_time_hours)} ${ticket.timezone}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </StyledMutedLine>
            </StyledTicket>
          ))}
        </StyledList>
      )}
      <section aria-label={DASHBOARD_MESSAGES.summary}>
        <StyledSummary>
          <dt>{DASHBOARD_MESSAGES.totalTickets}</dt>
          <dd>{summary.totalTickets}</dd>
          <dt>{DASHBOARD_MESSAGES.activeDays}</dt>
          <dd>{summary.activeDays}</dd>
        </StyledSummary>
      </section>
    </StyledPanel>
  );
}
