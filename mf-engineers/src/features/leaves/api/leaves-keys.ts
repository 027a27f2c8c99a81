import type { LeaveListParams } from '@trellis/contracts';
import type { MonthLeavesParams } from './get-month-leaves';

/**
 * Query keys of the Leaves page; a leave written or decided anywhere invalidates `lists()`, the
 * month view's included.
 */
export const leavesKeys = {
  all: ['leaves'] as const,
  lists: () => ['leaves', 'list'] as const,
  list: (query: LeaveListParams) => ['leaves', 'list', query] as const,
  month: (params: MonthLeavesParams) => ['leaves', 'list', 'month', params] as const,
  engineers: () => ['leaves', 'engineers'] as const,
};
