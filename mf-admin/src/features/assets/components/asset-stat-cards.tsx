import styled from 'styled-components';
import { Banknote, CheckCircle2, Monitor, Wrench } from 'lucide-react';
import { formatMoney, StatCard } from '@trellis/ui';
import { ASSET_STAT_TILES, type AssetStats } from '@trellis/contracts';
import { StyledStatGrid } from '@trellis/page-kit';

// Several currencies stack: a size smaller than a count's keeps each amount on one line.
const StyledAmounts = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  span {
    white-space: nowrap;
  }
`;

const ICONS = {
  total: <Monitor />,
  active: <CheckCircle2 />,
  maintenance: <Wrench />,
  total_value: <Banknote />,
};

export interface AssetStatCardsProps {
  /** Over every asset the search and filters match; undefined while loading. */
  stats: AssetStats | undefined;
}

/** Total Assets, Active, Maintenance, and Total Value with one line per currency. */
export function AssetStatCards({ stats }: AssetStatCardsProps) {
  const valueOf = (key: (typeof ASSET_STAT_TILES)[number]['key']) => {
    if (!stats) return '…';
    if (key !== 'total_value') return stats[key].toLocaleString();
    if (stats.total_value.length === 0) return '0';
    return (
      <StyledAmounts>
        {stats.total_value.map((money) => (
          <span key={money.currency}>{formatMoney(money)}</span>
        ))}
      </StyledAmounts>
    );
  };
  return (
    <StyledStatGrid aria-label="Asset summary">
      {ASSET_STAT_TILES.map(({ key, label }) => (
        <StatCard key={key} label={label} value={valueOf(key)} icon={ICONS[key]} />
      ))}
    </StyledStatGrid>
  );
}
