import { AREA_AUDIT_AREAS } from '@trellis/contracts/constants';

/**
 * The areas (`entity` values) the trail records, as the Area filter names them: the business
 * areas by name, then the trail's own entries.
 */
export const AUDIT_AREAS: readonly { entity: string; label: string }[] = [
  ...[...AREA_AUDIT_AREAS].sort((a, b) => a.label.localeCompare(b.label)),
  { entity: 'route', label: 'Refused requests' },
  { entity: 'audit', label: 'Activity log' },
];

/** An area's name; an entity the list does not know yet reads as its words. */
export function auditAreaLabel(entity: string): string {
  return AUDIT_AREAS.find((a) => a.entity === entity)?.label ?? entity.replace(/_/g, ' ');
}
