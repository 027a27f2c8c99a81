import styled from 'styled-components';
import { Clock, HardHat } from 'lucide-react';
import { StatCard } from '@trellis/ui/controls';
import { ENGINEER_MESSAGES } from '@trellis/contracts';

const StyledGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

export interface EngineerStatCardsProps {
  /** Engineers matching the search and filter; undefined while loading. */
  total: number | undefined;
}

/** The Total Engineers card plus three Coming soon cards. */
export function EngineerStatCards({ total }: EngineerStatCardsProps) {
  return (
    <StyledGrid aria-label="Engineer summary">
      <StatCard
        label={ENGINEER_MESSAGES.totalEngineers}
        value={total === undefined ? '…' : total.toLocaleString()}
        icon={<HardHat />}
      />
      {[1, 2, 3].map((n) => (
        <StatCard key={n} label={ENGINEER_MESSAGES.comingSoon} value="—" icon={<Clock />} />
      ))}
    </StyledGrid>
  );
}
