import type { ReceivableListParams } from '@trellis/contracts';

/** Query keys of the receivables feature; an invoice write invalidates `lists()`. */
export const receivableKeys = {
  all: ['receivables'] as const,
  lists: () => ['receivables', 'list'] as const,
  list: (query: ReceivableListParams) => ['receivables', 'list', query] as const,
};
