import { Clock, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { SYSTEM_USER_STAT_TILES, type SystemUserStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  totalUsers: <Users />,
  activeUsers: <UserCheck />,
  pendingUsers: <Clock />,
  totalRoles: <ShieldCheck />,
};

/** Total Users, Active Users, Pending Users and Total Roles, over every user the search and filters match. */
export function SystemUserStatCards({ stats }: { stats: SystemUserStats | undefined }) {
  return (
    <StatTiles
      label="System user summary"
      tiles={SYSTEM_USER_STAT_TILES}
      stats={stats}
      icons={ICONS}
    />
  );
}
