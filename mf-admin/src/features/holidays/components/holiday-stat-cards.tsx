import { CalendarCheck, CalendarDays, Globe } from 'lucide-react';
import { HOLIDAY_STAT_TILES, type HolidayStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = { total: <CalendarDays />, active: <CalendarCheck />, countries: <Globe /> };

/** Total Holidays, Active Holidays and Countries, over every holiday the search and filters match. */
export function HolidayStatCards({ stats }: { stats: HolidayStats | undefined }) {
  return (
    <StatTiles label="Holiday summary" tiles={HOLIDAY_STAT_TILES} stats={stats} icons={ICONS} />
  );
}
