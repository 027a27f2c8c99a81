import { Banknote, CheckCircle2, Clock } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { PAYOUT_STAT_TILES, type PayoutStats } from '@trellis/contracts';
import { MoneyLines, StyledStatGrid } from '@trellis/page-kit';

const ICONS = { total: <Banknote />, paid: <CheckCircle2 />, pending: <Clock /> };

export interface PayoutStatCardsProps {
  /** Over every payout the search and filters match; undefined while loading. */
  stats: PayoutStats | undefined;
}

/** Total Payouts, Paid Amount and Pending Amount, each per currency. */
export function PayoutStatCards({ stats }: PayoutStatCardsProps) {
  return (
    <StyledStatGrid aria-label="Payout summary">
      {PAYOUT_STAT_TILES.map(({ key, label }) => (
        <StatCard
          key={key}
          label={label}
          value={<MoneyLines amounts={stats?.[key]} />}
          icon={ICONS[key]}
        />
      ))}
    </StyledStatGrid>
  );
}
