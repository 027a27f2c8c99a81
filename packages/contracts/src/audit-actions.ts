// Every action the audit trail records, by area: the Activity page offers them as its action
// filter, and an API test checks that each route's declared actions are listed here, and that
// nothing listed here has gone unrecorded. Each area's come from its descriptor.
import { AREA_AUDIT_ACTIONS, type AreaAuditAction } from './areas';

const PRODUCT_AUDIT_ACTIONS = [
  'access.denied',
  'account.password_changed',
  'account.updated',
  'attendance.exported',
  'audit.exported',
  'audit.pruned',
  'auth.password_reset',
  'auth.password_reset_requested',
  'auth.sign_in_failed',
  'auth.signed_in',
  'auth.signed_out',
  'auth.signed_up',
  'job.failed',
  'job.ran',
] as const;
export type AuditAction = (typeof PRODUCT_AUDIT_ACTIONS)[number] | AreaAuditAction;
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...PRODUCT_AUDIT_ACTIONS,
  ...AREA_AUDIT_ACTIONS,
].sort();

/**
 * Recorded outside any route's success: a refusal (403), a failed sign-in (401) and the
 * retention prune (a timer).
 */
export const AUDIT_ACTIONS_OUTSIDE_ROUTES: readonly AuditAction[] = [
  'access.denied',
  'auth.sign_in_failed',
  'audit.pruned',
];
