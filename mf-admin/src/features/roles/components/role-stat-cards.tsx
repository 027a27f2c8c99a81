import { KeyRound, ShieldCheck, Users } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { ROLE_STAT_TILES, type RoleStats } from '@trellis/contracts';
import { StyledStatGrid } from '@trellis/page-kit';

const ICONS = {
  totalRoles: <ShieldCheck />,
  totalUsers: <Users />,
  activePermissions: <KeyRound />,
};

export interface RoleStatCardsProps {
  /** Over every role the search matches; undefined while loading. */
  stats: RoleStats | undefined;
}

/** Total Roles, Total Users and Active Permissions. */
export function RoleStatCards({ stats }: RoleStatCardsProps) {
  return (
    <StyledStatGrid aria-label="Role summary">
      {ROLE_STAT_TILES.map(({ key, label }) => (
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
