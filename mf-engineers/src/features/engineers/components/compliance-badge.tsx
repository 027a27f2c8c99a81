import { Badge } from '@trellis/ui/controls';
import { expiryUrgency, needsComplianceBadge, type EngineerCompliance } from '@trellis/contracts';
import { ExpiryBadge } from './expiry-badge';

export interface ComplianceBadgeProps {
  compliance: EngineerCompliance | undefined;
  today: string;
}

/**
 * The list's warning for an engineer whose nearest ID document or right to work expires within
 * 30 days or has expired; nothing otherwise.
 */
export function ComplianceBadge({ compliance, today }: ComplianceBadgeProps) {
  const expiry = compliance?.nearest_expiry;
  // Counted from the business today here, so the badge agrees with the detail page's.
  if (!expiry || !needsComplianceBadge(expiryUrgency(expiry, today))) return null;
  return (
    <span title={compliance.document ?? undefined}>
      <ExpiryBadge expiry={expiry} today={today} />
    </span>
  );
}

/** 'Recently Updated' for 10 s after a realtime update. */
export function RecentlyUpdatedBadge({ label }: { label: string }) {
  return <Badge tone="accent">{label}</Badge>;
}
