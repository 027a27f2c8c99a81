import { Banknote, CheckCircle2, Monitor, Wrench } from 'lucide-react';
import { ASSET_STAT_TILES, type AssetStats } from '@trellis/contracts';
import { StatTiles } from '@trellis/page-kit';

const ICONS = {
  total: <Monitor />,
  active: <CheckCircle2 />,
  maintenance: <Wrench />,
  total_value: <Banknote />,
};

/** Total Assets, Active, Maintenance, and Total Value with one line per currency. */
export function AssetStatCards({ stats }: { stats: AssetStats | undefined }) {
  return <StatTiles label="Asset summary" tiles={ASSET_STAT_TILES} stats={stats} icons={ICONS} />;
}
