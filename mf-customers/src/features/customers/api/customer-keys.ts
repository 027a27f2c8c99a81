import type { CustomerListQuery } from '@trellis/contracts';

/** Query keys of the customers feature; writes invalidate `all`. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
