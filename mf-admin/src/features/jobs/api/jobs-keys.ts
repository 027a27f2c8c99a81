/** Query keys of the scheduled jobs; a `job:updated` event invalidates `all`. */
export const jobsKeys = {
  all: ['jobs'] as const,
  list: () => ['jobs', 'list'] as const,
};
