import { Banknote, CheckCircle2, Clock } from 'lucide-react';
import { PAYOUT_STAT_TILES, type PayoutStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = { total: <Banknote />, paid: <CheckCircle2 />, pending: <Clock /> };

/** Total Payouts, Paid Amount and Pending Amount, each per currency. */
export function PayoutStatCards({ stats }: { stats: PayoutStats | undefined }) {
  return <StatTiles label="Payout summary" tiles={PAYOUT_STAT_TILES} stats={stats} icons={ICONS} />;
}
