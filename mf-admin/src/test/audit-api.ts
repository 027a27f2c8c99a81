import {
  API_ROUTES,
  auditListQuerySchema,
  type AuditEvent,
  type AuditVerifyResponse,
} from '@trellis/contracts';
import { fakeListApi, fixtures, http, HttpResponse } from '@trellis/platform/testing';

/** An audit entry: a staff member's edit of a customer unless told otherwise. */
export const auditEvent = (overrides: Partial<AuditEvent> = {}): AuditEvent =>
  fixtures.auditEvent({
    id: 1,
    at: '2026-11-20T09:30:00.000Z',
    entity_id: '12',
    entity_label: '#AIM-C-012 Acme',
    changes: [{ field: 'status', from: 'Active', to: 'Inactive' }],
    ...overrides,
  });

/**
 * An in-memory audit API, newest first, that filters and pages like the real one, answers the
 * verify call with `verify`, and records what it was asked.
 */
export function fakeAuditApi(rows: AuditEvent[], verify?: AuditVerifyResponse) {
  let verifyCalls = 0;
  const api = fakeListApi({
    path: API_ROUTES.audit,
    rows,
    query: auditListQuerySchema,
    matches: (e, q) =>
      (!q.entity || e.entity === q.entity) &&
      (!q.entity_id || e.entity_id === q.entity_id) &&
      (!q.actor_id || e.actor.id === q.actor_id) &&
      (!q.action || e.action === q.action) &&
      (!q.from || e.at.slice(0, 10) >= q.from) &&
      (!q.to || e.at.slice(0, 10) <= q.to) &&
      `${e.actor.name} ${e.entity_label} ${e.action}`
        .toLowerCase()
        .includes(q.search.toLowerCase()),
    answer: (items, all, q) => ({ items, total: all.length, page: q.page, limit: q.limit }),
  });
  const check = verify ?? {
    ok: true,
    checked: rows.length,
    first_broken_id: null,
    first_missing_seq: null,
  };
  const verifier = http.get(API_ROUTES.auditVerify, () => {
    verifyCalls += 1;
    return HttpResponse.json(check);
  });

  return {
    ...api,
    handlers: [...api.handlers, verifier],
    /** A new entry, committed after the page loaded: it comes first. */
    record: (event: AuditEvent) => api.add([event], 'start'),
    verifyCalls: () => verifyCalls,
  };
}

/** `count` entries, newest (the highest id) first, a minute apart. */
export function auditRows(count: number): AuditEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    return auditEvent({
      id,
      at: new Date(Date.UTC(2026, 10, 20, 9, 0) + id * 60_000).toISOString(),
      entity_id: String(id),
      entity_label: `Customer ${id}`,
    });
  });
}
