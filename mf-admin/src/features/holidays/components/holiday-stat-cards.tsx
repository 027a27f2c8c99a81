import { CalendarCheck, CalendarDays, Globe } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { HOLIDAY_STAT_TILES, type HolidayStats } from '@trellis/contracts';
import { StyledStatGrid } from '@trellis/page-kit';

const ICONS = { total: <CalendarDays />, active: <CalendarCheck />, countries: <Globe /> };

export interface HolidayStatCardsProps {
  /** Over every holiday the search and filters match; undefined while loading. */
  stats: HolidayStats | undefined;
}

/** Total Holidays, Active Holidays and Countries. */
export function HolidayStatCards({ stats }: HolidayStatCardsProps) {
  return (
    <StyledStatGrid aria-label="Holiday summary">
      {HOLIDAY_STAT_TILES.map(({ key, label }) => (
        <StatCard
          key={key}
          label={label}
          value={stats ? stats[key].toLocaleString() : '…'}
          icon={ICONS[key]}
        />
      ))}
    </StyledStatGrid>
  );
}
