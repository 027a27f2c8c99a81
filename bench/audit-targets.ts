// The audit trail's rows of the API bench, at ten entries per record: one record's history, the
// whole log as served and read afresh, and each of its filters.
import { fromMemory, type Goal, type Target } from './target-goals';

/** `searchedCustomer` names a customer whose history is searched; `day` is today (YYYY-MM-DD). */
export function auditTargets(searchedCustomer: number, day: string): Omit<Target, keyof Goal>[] {
  return [
    // The audit trail at ten entries per record: one record's history, the whole log and each
    // of its filters.
    {
      name: 'GET /api/audit one record, read afresh',
      path: `/api/audit?entity=customer&entity_id=${searchedCustomer}`,
      kind: 'filter',
      // What its statement costs: the API process that remembers no audit pages.
      afresh: true,
    },
    { name: 'GET /api/audit whole log page 1', path: '/api/audit', kind: 'first-page' },
    fromMemory("the whole log's first page", '/api/audit'),
    // The pages are remembered until the next entry (AUDIT_PAGE_CACHE_MS): every open Activity
    // page reloads page 1 on each entry, and one read serves them all. The first reader after an
    // entry waits for this, from the API process that remembers nothing (api-bench.ts).
    {
      name: "reference: the whole log's first page, read afresh",
      path: '/api/audit',
      kind: 'reference',
      afresh: true,
    },
    {
      name: "reference: the whole log's first page, read as the API reads it, from a bare route",
      path: '/reference/audit-page',
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: "reference: the whole log's first page built as its JSON text by PostgreSQL and sent as it comes, from a bare route",
      path: '/reference/audit-page-text',
      kind: 'reference',
      onAnchor: true,
    },
    {
      name: 'GET /api/audit action, read afresh',
      path: '/api/audit?action=customer.deleted',
      kind: 'filter',
      // What its statement costs: the API process that remembers no audit pages.
      afresh: true,
    },
    {
      name: 'GET /api/audit actor, read afresh',
      path: '/api/audit?actor_id=3',
      kind: 'filter',
      // What its statement costs: the API process that remembers no audit pages.
      afresh: true,
    },
    {
      name: 'GET /api/audit one day, read afresh',
      path: `/api/audit?from=${day}&to=${day}`,
      kind: 'filter',
      // What its statement costs: the API process that remembers no audit pages.
      afresh: true,
    },
    fromMemory("one day's log", `/api/audit?from=${day}&to=${day}`),
    {
      name: 'GET /api/audit search',
      path: `/api/audit?search=Customer%20${searchedCustomer}`,
      kind: 'search',
    },
    {
      name: 'GET /api/audit page 500, read afresh',
      path: '/api/audit?page=500',
      kind: 'deep-page',
      // What its statement costs: the API process that remembers no audit pages.
      afresh: true,
    },
  ];
}
