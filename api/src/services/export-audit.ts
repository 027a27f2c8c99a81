import { exportFiltersChange } from '../lib/export-filters';
import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';

/** A list's CSV export as the trail keeps it: which list, and the filters that chose its rows. */
export interface ExportEvent {
  /** `payouts.exported`, `invoices.exported`. */
  action: string;
  /** The kind of record the rows are: an export names no one record. */
  entity: string;
  /** The list, as its screen is called. */
  label: string;
  /** The list's filters; those left empty or at 'all' chose nothing and are not kept. */
  filters: Record<string, string>;
}

/**
 * Recorded before the download starts: the rows leave the server as they stream, so the trail
 * names the export whether or not the client reads it to the end.
 */
export function recordExport(
  auditRepository: AuditRepository,
  source: AuditSource,
  { action, entity, label, filters }: ExportEvent,
): Promise<void> {
  const chosen = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== 'all'));
  return auditRepository.record({
    ...source,
    action,
    entity,
    entityId: null,
    entityLabel: label,
    changes: [exportFiltersChange(chosen)],
  });
}
