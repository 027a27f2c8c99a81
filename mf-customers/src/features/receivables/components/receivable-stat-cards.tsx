import { AlertTriangle, Banknote, CheckCircle2, Clock } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import { RECEIVABLE_STAT_TILES, type ReceivableStats } from '@trellis/contracts';
import { MoneyLines, StyledStatGrid } from '@trellis/page-kit';

const ICONS = {
  total: <Banknote />,
  paid: <CheckCircle2 />,
  pending: <Clock />,
  overdue: <AlertTriangle />,
};

export interface ReceivableStatCardsProps {
  /** Over every invoice the search and filters match; undefined while loading. */
  stats: ReceivableStats | undefined;
}

/** The four totals, each per currency. */
export function ReceivableStatCards({ stats }: ReceivableStatCardsProps) {
  return (
    <StyledStatGrid aria-label="Receivable summary">
      {RECEIVABLE_STAT_TILES.map(({ key, label }) => (
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
