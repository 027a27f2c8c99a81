import type { LeaveListParams } from '@trellis/contracts';

/** Query keys of the Leaves page; a leave written or decided anywhere invalidates `lists()`. */
export const leavesKeys = {
  all: ['leaves'] as const,
  lists: () => ['leaves', 'list'] as const,
  list: (query: LeaveListParams) => ['leaves', 'list', query] as const,
};
