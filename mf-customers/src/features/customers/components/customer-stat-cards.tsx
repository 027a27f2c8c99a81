import styled from 'styled-components';
import { Banknote, CheckCircle2, Ticket, Users } from 'lucide-react';
import { StatCard } from '@trellis/ui/controls';
import { formatMoney } from '@trellis/ui/format';
import type { CustomerStats } from '@trellis/contracts';

const StyledGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledAmounts = styled.span`
  display: flex;
  flex-direction: column;
`;

export interface CustomerStatCardsProps {
  /** Counted over every customer the search and filter match; undefined while loading. */
  stats: CustomerStats | undefined;
}

/** The four summary cards over the customer list; revenue shows one line per currency. */
export function CustomerStatCards({ stats }: CustomerStatCardsProps) {
  const value = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString());
  const revenue = stats?.totalRevenue ?? [];
  return (
    <StyledGrid aria-label="Customer summary">
      <StatCard label="Total Customers" value={value(stats?.totalCustomers)} icon={<Users />} />
      <StatCard label="Active" value={value(stats?.active)} icon={<CheckCircle2 />} />
      <StatCard label="Total Tickets" value={value(stats?.totalTickets)} icon={<Ticket />} />
      <StatCard
        label="Total Revenue"
        icon={<Banknote />}
        value={
          !stats ? (
            '…'
          ) : revenue.length === 0 ? (
            '0'
          ) : (
            <StyledAmounts>
              {revenue.map((money) => (
                <span key={money.currency}>{formatMoney(money)}</span>
              ))}
            </StyledAmounts>
          )
        }
      />
    </StyledGrid>
  );
}
