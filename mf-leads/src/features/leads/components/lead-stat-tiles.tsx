import styled from 'styled-components';
import { CalendarClock, CheckCircle2, ClipboardList, Gavel } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { LEAD_STAT_TILES, type LeadStats } from '@trellis/contracts';

const StyledGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const ICONS: Record<(typeof LEAD_STAT_TILES)[number]['key'], typeof ClipboardList> = {
  total: ClipboardList,
  BID: Gavel,
  Confirm: CheckCircle2,
  Reschedule: CalendarClock,
};

export interface LeadStatTilesProps {
  /** Counted over every lead the search matches; undefined while loading. */
  stats: LeadStats | undefined;
}

/** Total, BID, Confirmed and Rescheduled, over every lead the search matches, not one page. */
export function LeadStatTiles({ stats }: LeadStatTilesProps) {
  return (
    <StyledGrid aria-label="Lead summary">
      {LEAD_STAT_TILES.map(({ key, label }) => {
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
