import type { CustomerListParams } from '@trellis/contracts';

/** Query keys of the customers feature; writes invalidate `all`. */
export const customerKeys = {
  all: ['customers'] as const,
  list: (query: CustomerListParams) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
};
