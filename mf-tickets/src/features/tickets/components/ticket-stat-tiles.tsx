import { CheckCircle2, CircleDot, Loader, Ticket } from 'lucide-react';
import { TICKET_STAT_TILES, type TicketStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  total: <Ticket />,
  open: <CircleDot />,
  in_progress: <Loader />,
  resolved: <CheckCircle2 />,
};

/** Total, Open, In Progress and Resolved, each a group of statuses (`ticketStatusGroup`). */
export function TicketStatTiles({ stats }: { stats: TicketStats | undefined }) {
  return <StatTiles label="Ticket summary" tiles={TICKET_STAT_TILES} stats={stats} icons={ICONS} />;
}
