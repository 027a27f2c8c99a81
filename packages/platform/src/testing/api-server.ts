import { http, HttpResponse, ws, type AnyHandler, type UnhandledFrameHandle } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { API_ROUTES } from '@trellis/contracts';
import type { EventPayload, SubscribableEvent } from '../realtime/realtime-types';
import { fixtures } from './fixtures';

/** The realtime socket (`/api/ws` on any origin): connections are accepted and stay silent. */
export const realtimeLink = ws.link('*/api/ws');

/**
 * What the shell asks for on start, and every details view's History, answered with contract
 * fixtures. A test adds or overrides handlers with `server.use(...)` (reset after each test).
 */
export const apiHandlers: AnyHandler[] = [
  http.get(API_ROUTES.users.me, () => HttpResponse.json(fixtures.user())),
  http.get(API_ROUTES.counts, () => HttpResponse.json(fixtures.counts())),
  http.get(API_ROUTES.settings, () => HttpResponse.json(fixtures.settings())),
  // Every details view shows its record's History: empty unless a test gives one.
  http.get(API_ROUTES.audit, () => HttpResponse.json(fixtures.auditList([]))),
  // Every list with a Views menu asks for its saved views: none unless a test gives some.
  http.get(API_ROUTES.views, () => HttpResponse.json({ items: [], default_view_id: null })),
  http.get('/remotes.json', () => HttpResponse.json({})),
  // A remote version's manifest, which the shell reads before mounting it: no build record, so
  // the compatibility check lets it through (a test overrides it to say otherwise).
  http.get('*/remotes/:remote/:version/mf-manifest.json', () =>
    HttpResponse.json({ metaData: {} }),
  ),
  realtimeLink.addEventListener('connection', () => {}),
];

/** An API error answer: the contract's error body with its HTTP status. */
export function apiErrorResponse(status: number, message: string, code?: string) {
  return HttpResponse.json(fixtures.errorBody(message, code), { status });
}

type UnhandledFrame = Parameters<
  Extract<UnhandledFrameHandle, (...args: never[]) => unknown>
>[0]['frame'];

/** What an unhandled frame was (a request or a socket), for the failure message. */
function describeFrame(frame: UnhandledFrame): string {
  const data = frame.data as { request?: Request; connection?: { client: { url: URL } } };
  if (data.request) return `${data.request.method} ${data.request.url}`;
  if (data.connection) return `WebSocket ${data.connection.client.url}`;
  return frame.protocol;
}

/**
 * The test file's fake API: listens before all tests, drops the handlers a test added after
 * each, closes after all. Call it once, at the top of the file. Handlers given here come before
 * `apiHandlers`.
 *
 * A request no handler answers errors like MSW's `onUnhandledFrame: 'error'` (MSW 3's name for
 * v2's `onUnhandledRequest`) and also fails the test that made it: `apiFetch` would otherwise
 * turn it into an ordinary "no response" error that a screen may show and a test may miss.
 */
export function setupApiServer(...handlers: AnyHandler[]): SetupServer {
  const server = setupServer(...handlers, ...apiHandlers);
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      async onUnhandledFrame({ frame, defaults }) {
        defaults.error();
        unhandled.push(describeFrame(frame));
        throw new Error(`No handler for ${describeFrame(frame)}`);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const seen = unhandled.splice(0);
    if (seen.length) throw new Error(`Requests no handler answered:\n  ${seen.join('\n  ')}`);
  });
  afterAll(() => server.close());
  return server;
}

/**
 * Sends a realtime event to every socket the app opened, as the API does after a write;
 * `requestId` is the `x-request-id` of the request that caused it (read it in your handler).
 */
export function emitRealtime<E extends SubscribableEvent>(
  event: E,
  data: EventPayload<E>,
  requestId?: string,
): void {
  realtimeLink.broadcast(JSON.stringify({ event, data, ...(requestId ? { requestId } : {}) }));
}
