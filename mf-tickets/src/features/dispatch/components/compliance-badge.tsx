import { Badge } from '@trellis/ui/controls';
import {
  expiryBadgeText,
  expiryUrgency,
  needsComplianceBadge,
  type EngineerCompliance,
} from '@trellis/contracts';

export interface ComplianceBadgeProps {
  compliance: EngineerCompliance;
  /** The business today, so the badge agrees with the engineers list's. */
  today: string;
}

/**
 * The engineers list's warning, as it looks there: 'Expired' or 'Expires in N days!' in the
 * danger colours when the nearest document expires within 30 days; nothing otherwise.
 */
export function ComplianceBadge({ compliance, today }: ComplianceBadgeProps) {
  const expiry = compliance.nearest_expiry;
  const text = expiryBadgeText(expiry, today);
  if (!expiry || !text || !needsComplianceBadge(expiryUrgency(expiry, today))) return null;
  return (
    <Badge tone="danger" title={`${compliance.document ?? 'A document'} expires on ${expiry}`}>
      {text}
    </Badge>
  );
}
