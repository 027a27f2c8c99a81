import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banknote, CalendarCheck, Target, Ticket, Wallet } from 'lucide-react';
import { Alert, Button, StatCard, plainList } from '@trellis/ui/controls';
import { usePermission } from '@trellis/platform';
import {
  compareMoney,
  DASHBOARD_CARDS,
  DASHBOARD_MESSAGES,
  DASHBOARD_MONTHS,
  percentChange,
} from '@trellis/contracts/constants';
import type { DashboardCardKey, DashboardResponse } from '@trellis/contracts';
import { formatCurrencyAmount } from '../utils/money';
import { PercentChange } from './percent-change';

const ICONS: Record<DashboardCardKey, ReactNode> = {
  customer_receivables: <Banknote />,
  engineer_payout: <Wallet />,
  leads: <Target />,
  total_tickets: <Ticket />,
  approved_leaves: <CalendarCheck />,
};

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const StyledPeriod = styled.span`
  margin-left: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledGrid = styled.ul`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

// Several currencies stack: a size smaller than a count's keeps each amount on one line.
const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
`;

const StyledAmount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  white-space: nowrap;
`;

const StyledFooterLine = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

interface CardContent {
  value: ReactNode;
  footer: ReactNode;
}

type CountKey = Exclude<DashboardCardKey, MoneyKey>;
type MoneyKey = 'customer_receivables' | 'engineer_payout';

function countCard(key: CountKey) {
  return (data: DashboardResponse): CardContent => {
    const now = data.current[key];
    const before = data.previous[key];
    return {
      value: now.toLocaleString(),
      footer: (
        <StyledFooterLine>
          {`${DASHBOARD_MESSAGES.lastMonth}: ${before.toLocaleString()}`}
          <PercentChange change={percentChange(now, before)} />
        </StyledFooterLine>
      ),
    };
  };
}

function moneyCard(key: MoneyKey) {
  return (data: DashboardResponse): CardContent => {
    const lines = compareMoney(data.current[key] ?? [], data.previous[key] ?? []);
    if (lines.length === 0)
      return {
        value: '0',
        footer: <StyledFooterLine>{`${DASHBOARD_MESSAGES.lastMonth}: 0`}</StyledFooterLine>,
      };
    return {
      value: (
        <StyledLines>
          {lines.map((line) => (
            <StyledAmount key={line.currency}>
              {formatCurrencyAmount({ currency: line.currency, amount: line.current })}
            </StyledAmount>
          ))}
        </StyledLines>
      ),
      footer: (
        <StyledLines>
          {lines.map((line) => (
            <StyledFooterLine key={line.currency}>
              {`${DASHBOARD_MESSAGES.lastMonth}: ${formatCurrencyAmount({ currency: line.currency, amount: line.previous })}`}
              <PercentChange change={line.change} />
            </StyledFooterLine>
          ))}
        </StyledLines>
      ),
    };
  };
}

const CONTENT: Record<DashboardCardKey, (data: DashboardResponse) => CardContent> = {
  customer_receivables: moneyCard('customer_receivables'),
  engineer_payout: moneyCard('engineer_payout'),
  leads: countCard('leads'),
  total_tickets: countCard('total_tickets'),
  approved_leaves: countCard('approved_leaves'),
};

export interface OverviewCardsProps {
  /** Undefined while the first answer loads. */
  data: DashboardResponse | undefined;
  failed: boolean;
  onRetry: () => void;
}

/**
 * Business Overview: the five cards of the chosen month (four without Manage Team: no payouts),
 * each with last month's value and the percent change when last month was above 0 (no division
 * by zero). Money per currency.
 */
export function OverviewCards({ data, failed, onRetry }: OverviewCardsProps) {
  const period = data?.period;
  // The payouts' sum is the team managers' to read: the API leaves it out for anyone else.
  const seesPayouts = usePermission('manage_team');
  const cards = DASHBOARD_CARDS.filter((card) => card.key !== 'engineer_payout' || seesPayouts);
  return (
    <StyledSection aria-labelledby="dashboard-overview">
      <StyledHeading id="dashboard-overview">
        {DASHBOARD_MESSAGES.businessOverview}
        {period && (
          <StyledPeriod>{`${DASHBOARD_MONTHS[period.month - 1]} ${period.year}`}</StyledPeriod>
        )}
      </StyledHeading>
      {failed && !data ? (
        <Alert>
          {DASHBOARD_MESSAGES.overviewFailed}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {DASHBOARD_MESSAGES.retry}
          </Button>
        </Alert>
      ) : (
        <StyledGrid>
          {cards.map(({ key, label }) => {
            const content = data ? CONTENT[key](data) : null;
            return (
              <li key={key} aria-label={label}>
                <StatCard
                  label={label}
                  value={content ? content.value : '…'}
                  icon={ICONS[key]}
                  footer={content?.footer}
                />
              </li>
            );
          })}
        </StyledGrid>
      )}
    </StyledSection>
  );
}
