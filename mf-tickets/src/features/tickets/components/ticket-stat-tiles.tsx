import styled from 'styled-components';
import { CheckCircle2, CircleDot, Loader, Ticket } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { TICKET_STAT_TILES, type TicketStats } from '@trellis/contracts';

const StyledGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const ICONS: Record<(typeof TICKET_STAT_TILES)[number]['key'], typeof Ticket> = {
  total: Ticket,
  open: CircleDot,
  in_progress: Loader,
  resolved: CheckCircle2,
};

export interface TicketStatTilesProps {
  /** Counted over every ticket the search and filters match; undefined while loading. */
  stats: TicketStats | undefined;
}

/** Total, Open, In Progress and Resolved, each a group of statuses (`ticketStatusGroup`). */
export function TicketStatTiles({ stats }: TicketStatTilesProps) {
  return (
    <StyledGrid aria-label="Ticket summary">
      {TICKET_STAT_TILES.map(({ key, label }) => {
        const Icon = ICONS[key];
        return (
          <StatCard
            key={key}
            label={label}
            value={stats ? stats[key].toLocaleString() : '…'}
            icon={<Icon />}
          />
        );
      })}
    </StyledGrid>
  );
}
