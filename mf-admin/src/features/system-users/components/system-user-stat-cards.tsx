import { Clock, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { SYSTEM_USER_STAT_TILES, type SystemUserStats } from '@trellis/contracts';
import { StyledStatGrid } from '@trellis/page-kit';

const ICONS = {
  totalUsers: <Users />,
  activeUsers: <UserCheck />,
  pendingUsers: <Clock />,
  totalRoles: <ShieldCheck />,
};

export interface SystemUserStatCardsProps {
  /** Over every user the search and filters match; undefined while loading. */
  stats: SystemUserStats | undefined;
}

/** Total Users, Active Users, Pending Users and Total Roles. */
export function SystemUserStatCards({ stats }: SystemUserStatCardsProps) {
  return (
    <StyledStatGrid aria-label="System user summary">
      {SYSTEM_USER_STAT_TILES.map(({ key, label }) => (
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
