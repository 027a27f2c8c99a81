import styled from 'styled-components';
import { formatMoney } from '@trellis/ui/format';
import type { Money } from '@trellis/contracts';

// Several currencies stack: a size smaller than a count's keeps each amount on one line.
const StyledAmounts = styled.span`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  span {
    white-space: nowrap;
  }
`;

/**
 * A stat card's value that is money: one line per currency, each in its own currency, never
 * added together. Undefined while loading; no currency at all is 0.
 */
export function MoneyLines({ amounts }: { amounts: Money[] | undefined }) {
  if (!amounts) return <>…</>;
  if (amounts.length === 0) return <>0</>;
  return (
    <StyledAmounts>
      {amounts.map((money) => (
        <span key={money.currency}>{formatMoney(money)}</span>
      ))}
    </StyledAmounts>
  );
}
