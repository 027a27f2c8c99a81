import type { ReactNode } from 'react';
import { StatCard } from '@trellis/ui/controls';
import type { Money } from '@trellis/contracts';
import { MoneyLines } from './money-lines';
import { StyledStatGrid } from './page-layout';

export interface StatTilesProps<K extends string> {
  /** Names the row for assistive technology ("Holiday summary"). */
  label: string;
  /** The tiles in their order, from the contract (`HOLIDAY_STAT_TILES`). */
  tiles: readonly { key: K; label: string }[];
  /** Counted over every match, not one page; undefined while loading. */
  stats: Readonly<Record<K, number | Money[]>> | undefined;
  icons: Readonly<Record<K, ReactNode>>;
}

/** A list's summary cards: a count, or money with one line per currency, each under its label. */
export function StatTiles<K extends string>({ label, tiles, stats, icons }: StatTilesProps<K>) {
  return (
    <StyledStatGrid aria-label={label}>
      {tiles.map(({ key, label: tileLabel }) => {
        const value = stats?.[key];
        return (
          <StatCard
            key={key}
            label={tileLabel}
            value={
              value === undefined ? (
                '…'
              ) : typeof value === 'number' ? (
                value.toLocaleString()
              ) : (
                <MoneyLines amounts={value} />
              )
            }
            icon={icons[key]}
          />
        );
      })}
    </StyledStatGrid>
  );
}
