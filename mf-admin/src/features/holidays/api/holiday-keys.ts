import type { HolidayListParams } from '@trellis/contracts';

/** Query keys of the holidays feature; a holiday write or a sync invalidates `lists()`. */
export const holidayKeys = {
  all: ['holidays'] as const,
  lists: () => ['holidays', 'list'] as const,
  list: (query: HolidayListParams) => ['holidays', 'list', query] as const,
};
