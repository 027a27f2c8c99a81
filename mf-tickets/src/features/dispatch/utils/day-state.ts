import type { DispatchEngineer } from '@trellis/contracts';
import type { DayGridCellTone } from '@trellis/ui/day-grid';
import { DISPATCH_TEXTS } from '../dispatch-texts';
import { isBlocked, leaveOn } from './dispatch-rules';

/** An engineer's day shaded: approved leave hatched, a day past their compliance blocked. */
export function dayTone(
  engineer: DispatchEngineer | null,
  day: string,
): DayGridCellTone | undefined {
  if (!engineer) return undefined;
  if (leaveOn(engineer, day)) return 'hatched';
  if (isBlocked(engineer, day)) return 'blocked';
  return undefined;
}

/** What the shading means, on hover. */
export function dayTitle(engineer: DispatchEngineer | null, day: string): string | undefined {
  if (!engineer) return undefined;
  const leave = leaveOn(engineer, day);
  if (leave) return `${leave.leave_type}: ${leave.start_date} – ${leave.end_date}`;
  const { nearest_expiry: expiry, document } = engineer.compliance;
  if (expiry && isBlocked(engineer, day))
    return DISPATCH_TEXTS.blockedTitle(document ?? 'A document', expiry);
  return undefined;
}
