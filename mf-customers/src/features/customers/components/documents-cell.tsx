import styled from 'styled-components';
import { FileText } from 'lucide-react';
import { daysUntil, expiryUrgency, type CustomerListItem } from '@trellis/contracts';
import { VisuallyHidden } from '@trellis/ui/controls';
import { ExpiryBadge } from './expiry-badge';

const StyledCell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLink = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs};
  border: none;
  background: none;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.dangerText : theme.colors.accentText)};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export interface DocumentsCellProps {
  customer: CustomerListItem;
  /** The business today (YYYY-MM-DD). */
  today: string;
  onShowAll: (customer: CustomerListItem) => void;
  onShowExpiring: (customer: CustomerListItem) => void;
}

/** The count opens all documents; the badge (30/45/90 rule) and the expired count open the urgent ones. */
export function DocumentsCell({ customer, today, onShowAll, onShowExpiring }: DocumentsCellProps) {
  const expired = customer.expiring_documents.filter(
    (d) => d.expiry_date && daysUntil(d.expiry_date, today) < 0,
  ).length;
  const expiring = customer.expiring_documents.length - expired;
  const urgency = expiryUrgency(customer.nearest_expiry, today);
  const hasBadge = urgency !== null && urgency !== 'expired';
  return (
    <StyledCell>
      <StyledLink
        type="button"
        onClick={() => onShowAll(customer)}
        aria-label={`${customer.documents_count} documents of ${customer.name}`}
      >
        <FileText aria-hidden size={16} />
        {customer.documents_count}
      </StyledLink>
      {hasBadge && (
        <StyledLink
          type="button"
          onClick={() => (expiring > 0 ? onShowExpiring(customer) : onShowAll(customer))}
        >
          {/* Named by what it shows first (WCAG 2.5.3: a spoken "Expires in 12 days" works). */}
          <ExpiryBadge expiry={customer.nearest_expiry} today={today} />
          <VisuallyHidden>: expiring documents of {customer.name}</VisuallyHidden>
        </StyledLink>
      )}
      {expired > 0 && (
        <StyledLink type="button" $danger onClick={() => onShowExpiring(customer)}>
          {expired} expired
        </StyledLink>
      )}
    </StyledCell>
  );
}
