import type { AuditListParams } from '@trellis/contracts';

/**
 * What the list and its CSV export select, without paging. The address's `order` is left out:
 * the trail is always newest first.
 */
export function auditFilters(query: AuditListParams) {
  const { search, entity, entity_id, actor_id, action, from, to } = query;
  return { search, entity, entity_id, actor_id, action, from, to };
}

/** Whether anything narrows the trail (the empty state then suggests widening it). */
export function isFiltered(query: AuditListParams): boolean {
  return Object.values(auditFilters(query)).some((v) => v !== undefined && v !== '');
}
