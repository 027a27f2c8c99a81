import {
  AUDIT_PAGE_SIZE,
  auditEventSchema,
  auditListResponseSchema,
  type AuditEvent,
  type AuditListResponse,
} from '@trellis/contracts';
import { parseFixture as parse } from './parse-fixture';

// The audit trail's fixtures: one entry of a record's history and a page of them, parsed
// through their contracts like the others.

const STAMP = '2026-01-05T09:30:00.000Z';
let lastId = 9000;
const nextId = () => (lastId += 1);

function auditEvent(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return parse('auditEvent', auditEventSchema, {
    id: overrides.id ?? nextId(),
    at: STAMP,
    actor: { id: 7, name: 'Ada Lovelace', kind: 'staff' },
    action: 'customer.updated',
    entity: 'customer',
    entity_id: '1',
    entity_label: '#AIM-C-001 Acme',
    changes: [{ field: 'name', from: 'Acme', to: 'Acme Ltd' }],
    request_id: 'req-1',
    ...overrides,
  });
}

function auditList(
  items: AuditEvent[],
  overrides: Partial<Omit<AuditListResponse, 'items'>> = {},
): AuditListResponse {
  return parse('auditList', auditListResponseSchema, {
    items,
    total: items.length,
    page: 1,
    limit: AUDIT_PAGE_SIZE,
    ...overrides,
  });
}

export const auditFixtures = { auditEvent, auditList };
