import { CalendarClock, CheckCircle2, ClipboardList, Gavel } from 'lucide-react';
import { LEAD_STAT_TILES, type LeadStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  total: <ClipboardList />,
  BID: <Gavel />,
  Confirm: <CheckCircle2 />,
  Reschedule: <CalendarClock />,
};

/** Total, BID, Confirmed and Rescheduled, over every lead the search matches, not one page. */
export function LeadStatTiles({ stats }: { stats: LeadStats | undefined }) {
  return <StatTiles label="Lead summary" tiles={LEAD_STAT_TILES} stats={stats} icons={ICONS} />;
}
