import styled from 'styled-components';
import { Banknote, CheckCircle2, Ticket, Users } from 'lucide-react';
import { StatCard } from '@trellis/ui';
import type { CustomerStats as Stats, Money } from '@trellis/contracts';

const StyledGrid = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledAmounts = styled.span`
  display: flex;
  flex-direction: column;
`;

/** An exact decimal string in its own currency; Intl reads the string without going through a float. */
export function formatMoney({ amount, currency }: Money): string {
  const format = new Intl.NumberFormat(undefined, { style: 'currency', currency }).format as (
    value: string,
  ) => string;
  return format(amount);
}

export interface CustomerStatsProps {
  stats: Stats | undefined;
}

export function CustomerStats({ stats }: CustomerStatsProps) {
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
