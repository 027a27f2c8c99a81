import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { API_ROUTES, type AuditEvent } from '@trellis/contracts';
import { fixtures } from './fixtures';

/**
 * Answers the History sections' GET /api/audit with `events` (one page) and records each
 * request's query, so a test can check which record's history a screen asked for.
 */
export function fakeHistoryApi(
  server: SetupServer,
  events: AuditEvent[] = [fixtures.auditEvent()],
) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(API_ROUTES.audit, ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(fixtures.auditList(events));
    }),
  );
  return {
    requests,
    /** The last request's query: `{ entity, entity_id, page, limit }`. */
    lastQuery: () => Object.fromEntries(requests.at(-1) ?? []),
  };
}
