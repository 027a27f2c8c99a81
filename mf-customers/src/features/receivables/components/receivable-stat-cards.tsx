import { AlertTriangle, Banknote, CheckCircle2, Clock } from 'lucide-react';
import { RECEIVABLE_STAT_TILES, type ReceivableStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  total: <Banknote />,
  paid: <CheckCircle2 />,
  pending: <Clock />,
  overdue: <AlertTriangle />,
};

/** The four totals over every invoice the search and filters match, each per currency. */
export function ReceivableStatCards({ stats }: { stats: ReceivableStats | undefined }) {
  return (
    <StatTiles
      label="Receivable summary"
      tiles={RECEIVABLE_STAT_TILES}
      stats={stats}
      icons={ICONS}
    />
  );
}
