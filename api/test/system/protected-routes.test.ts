import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { createTestApp } from '../helpers/test-app';

// Every route the app registers, seen as it is added: a new area cannot forget itself here.
const routes: RouteOptions[] = [];
const t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });

/**
 * Why a route is not checked here, or null when it must answer 401 without a session.
 * - public: its config says so (health, auth, settings).
 * - HEAD: Fastify adds one beside each GET, with the GET's hooks; the GET is checked.
 * - websocket: an upgrade, not a request; test/realtime connects without a session and is refused.
 * - outside /api (static files, remotes.json): the web assets, public: the login page loads them
 *   before anyone signs in.
 * - /api/docs: the OpenAPI document and its UI, public so the API can be explored.
 */
function skipReason(route: RouteOptions, method: string): string | null {
  if (route.config?.public) return 'public';
  if (method === 'HEAD') return 'HEAD';
  if ((route as RouteOptions & { websocket?: boolean }).websocket) return 'websocket';
  if (!route.url.startsWith('/api/')) return 'outside /api';
  if (route.url.startsWith('/api/docs')) return 'docs';
  return null;
}

const checked = routes.flatMap((route) =>
  [route.method]
    .flat()
    .filter((method) => skipReason(route, method) === null)
    .map((method) => ({ method, url: route.url.replace(/:\w+/g, '1').replace('*', 'x') })),
);

describe('every route but the public ones needs a session', () => {
  after(async () => t.close());

  it('sees the routes of every area, registered after the hook', () => {
    const urls = new Set(checked.map((r) => `${r.method} ${r.url}`));
    for (const expected of ['GET /api/users/me', 'DELETE /api/customers/1', 'GET /api/engineers'])
      assert.ok(urls.has(expected), `${expected} is among ${[...urls].join(', ')}`);
  });

  for (const { method, url } of checked) {
    it(`${method} ${url} → 401`, async () => {
      const response = await t.app.inject({ method: method as 'GET', url });
      assert.equal(response.statusCode, 401, response.body);
      assert.deepEqual(response.json(), {
        message: 'Please sign in to continue',
        code: 'UNAUTHENTICATED',
      });
    });
  }

  it('a forged session cookie → 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie: 'trellis_session=forged' },
    });
    assert.equal(response.statusCode, 401);
  });
});
