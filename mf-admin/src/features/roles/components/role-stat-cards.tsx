import { KeyRound, ShieldCheck, Users } from 'lucide-react';
import { ROLE_STAT_TILES, type RoleStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  totalRoles: <ShieldCheck />,
  totalUsers: <Users />,
  activePermissions: <KeyRound />,
};

/** Total Roles, Total Users and Active Permissions, over every role the search matches. */
export function RoleStatCards({ stats }: { stats: RoleStats | undefined }) {
  return <StatTiles label="Role summary" tiles={ROLE_STAT_TILES} stats={stats} icons={ICONS} />;
}
