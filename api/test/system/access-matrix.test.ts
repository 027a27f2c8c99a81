// The generated access matrix: every route the API registers (seen through onRoute, so a new
// route joins without anyone listing it) × every kind of caller, each answered as the route's
// declaration says. Allowed means the request got past the access rules (any answer but 401 and
// 403); refused means the exact 403 (or 401) the rule names, before the body is validated.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Permission } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asEngineerRole, asManager, asPending, asSupport } from '../helpers/accounts';
import { mobileSession, registerEngineer } from '../engineers/engineer-helpers';
import { routeAccess, type RouteAccess } from '../../src/plugins/app/route-access';
import permissions, { permissionDeniedMessage } from '../../src/plugins/app/permissions';

const routes: RouteOptions[] = [];
const t: TestApp = await createTestApp({}, { onRoute: (route) => void routes.push(route) });

type Caller = 'Admin' | 'Manager' | 'Engineer' | 'Customer Support' | 'pending' | 'mobile';
const CALLERS: readonly Caller[] = [
  'Admin',
  'Manager',
  'Engineer',
  'Customer Support',
  'pending',
  'mobile',
];

/** What each seeded role grants (the migrations' roles, as the issue of roles defines them). */
const GRANTS: Record<Exclude<Caller, 'pending' | 'mobile'>, readonly Permission[]> = {
  Admin: ['create', 'read', 'update', 'delete', 'manage_users', 'manage_team', 'update_tickets'],
  Manager: ['read', 'update', 'manage_team'],
  Engineer: ['read', 'update'],
  'Customer Support': ['read', 'update_tickets'],
};

type Expected = { allowed: true } | { status: 401 | 403; code: string; message?: string };

const asList = (rule: Permission | readonly Permission[]) =>
  typeof rule === 'string' ? [rule] : rule;

/** The answer a caller must get from a route, from its declaration alone. */
function expected(
  access: RouteAccess,
  rule: Permission | readonly Permission[] | null,
  caller: Caller,
): Expected {
  const mobileRefused: Expected = { status: 403, code: 'FORBIDDEN' };
  const denied = (needed: Permission | readonly Permission[]): Expected => ({
    status: 403,
    code: 'PERMISSION_DENIED',
    message: permissionDeniedMessage(needed),
  });
  switch (access.kind) {
    case 'public':
      return { allowed: true };
    case 'engineer-app':
      return caller === 'mobile' ? { allowed: true } : { status: 403, code: 'MOBILE_APP_ONLY' };
    case 'self-service':
      return caller === 'mobile' ? mobileRefused : { allowed: true };
    case 'permission':
    case 'by-body': {
      if (rule === null) return { allowed: true };
      if (caller === 'mobile') return mobileRefused;
      if (caller === 'pending') return denied(rule);
      return asList(rule).some((p) => GRANTS[caller].includes(p))
        ? { allowed: true }
        : denied(rule);
    }
    default:
      throw new Error(`unexpected access ${access.kind}`);
  }
}

/** Every request-answering API route once (HEAD mirrors its GET; the socket is tested apart). */
const checked = routes
  .flatMap((route) =>
    [route.method].flat().map((method) => ({ method, route, access: routeAccess(route) })),
  )
  .filter(
    ({ method, route, access }) =>
      method !== 'HEAD' &&
      access.kind !== 'outside-api' &&
      !(route as RouteOptions & { websocket?: boolean }).websocket,
  )
  .map(({ method, route, access }) => ({
    method,
    access,
    route,
    url: route.url.replace(/:\w+/g, '1'),
  }))
  // Signing out ends the caller's session: last, so every other call still has one.
  .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));

/**
 * A route whose handler narrows its declaration: any signed-in account may fetch its own
 * profile picture, every other file needs Read. File 1 is nobody's picture here.
 */
const NARROWED: Record<string, Permission> = { 'GET /api/files/:id': 'read' };

/** The body each write is sent: empty, so an allowed call stops at validation and changes nothing. */
const BODY = {};

describe('the access matrix: every route × every kind of caller', () => {
  const cookies = new Map<Caller, string>();
  before(async () => {
    cookies.set('Admin', (await asAdmin(t.app)).cookie);
    cookies.set('Manager', (await asManager(t.app)).cookie);
    cookies.set('Engineer', (await asEngineerRole(t.app)).cookie);
    cookies.set('Customer Support', (await asSupport(t.app)).cookie);
    cookies.set('pending', (await asPending(t.app)).cookie);
    const engineer = await registerEngineer(t, 'Matrix Engineer');
    cookies.set('mobile', await mobileSession(t, engineer.email));
  });
  after(async () => t.close());

  it('sees the routes of every area, and every one declares who may call it', () => {
    const seen = new Set(checked.map((r) => `${r.method} ${r.route.url}`));
    for (const route of ['GET /api/payouts', 'PUT /api/system-users/:id', 'PUT /api/tickets/:id'])
      assert.ok(seen.has(route), `${route} is checked`);
    assert.ok(checked.length > 80, `${checked.length} routes`);
    for (const { method, route, access } of checked)
      assert.notEqual(access.kind, 'undeclared', `${method} ${route.url}`);
  });

  it('documents each protected operation’s permission and its 403 in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string; responses: object }>>;
    };
    for (const { method, route, access } of checked) {
      if (access.kind !== 'permission' && access.kind !== 'by-body') continue;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[method.toLowerCase()];
      assert.ok(operation, `${method} ${path} is in the document`);
      assert.match(operation.description ?? '', /\*\*Permission:\*\* /, `${method} ${path}`);
      assert.ok('403' in operation.responses, `${method} ${path} documents its 403`);
    }
  });

  for (const { method, url, route, access } of checked) {
    it(`${method} ${route.url}`, async () => {
      const narrowed = NARROWED[`${method} ${route.url}`];
      const declared: RouteAccess = narrowed ? { kind: 'permission', rule: narrowed } : access;
      const rule = narrowed
        ? narrowed
        : access.kind === 'permission'
          ? access.rule
          : access.kind === 'by-body'
            ? route.config!.permissionByInput!.decide(BODY, {})
            : null;
      const answers: string[] = [];
      for (const caller of CALLERS) {
        const want = expected(declared, rule, caller);
        const response = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { cookie: cookies.get(caller)! },
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: BODY }),
        });
        const got = response.statusCode;
        if ('allowed' in want) {
          assert.ok(got !== 401 && got !== 403, `${caller}: allowed, got ${got} ${response.body}`);
        } else {
          assert.equal(got, want.status, `${caller}: ${response.body}`);
          assert.equal(response.json().code, want.code, `${caller}: ${response.body}`);
          if (want.message) assert.equal(response.json().message, want.message);
        }
        answers.push(`${caller}=${got}`);
      }
      assert.equal(answers.length, CALLERS.length);
    });
  }
});

describe('a route that does not say who may call it', () => {
  it('stops the API from starting, naming the route', async () => {
    const app = Fastify({ logger: false });
    await app.register(fp(async () => {}, { name: 'session' }));
    await app.register(permissions);
    await assert.rejects(async () => {
      app.get('/api/forgotten', async () => ({ ok: true }));
      await app.ready();
    }, /GET \/api\/forgotten declares no permission/);
    await app.close();
  });
});
