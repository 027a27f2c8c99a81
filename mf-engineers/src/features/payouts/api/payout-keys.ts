import type { PayoutListParams } from '@trellis/contracts';

/** Query keys of the payouts feature; a payout write invalidates `lists()`. */
export const payoutKeys = {
  all: ['payouts'] as const,
  lists: () => ['payouts', 'list'] as const,
  list: (query: PayoutListParams) => ['payouts', 'list', query] as const,
};
