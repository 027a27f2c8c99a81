import type { AuditListParams } from '@trellis/contracts';

/** Query keys of the Activity page; a new audit entry invalidates `lists()`. */
export const activityKeys = {
  all: ['activity'] as const,
  lists: () => ['activity', 'list'] as const,
  list: (query: AuditListParams) => ['activity', 'list', query] as const,
  staffOptions: () => ['activity', 'staff-options'] as const,
};
