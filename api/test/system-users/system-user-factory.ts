import assert from 'node:assert/strict';
import type {
  RoleItem,
  RoleListResponse,
  SystemUser,
  SystemUserListQuery,
  SystemUserListResponse,
} from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';
import { sessionCookie, uniqueEmail } from '../helpers/accounts';
import { resetLinkFrom } from '../helpers/smtp';
import { about, listenToEvents as listenToAll } from '../helpers/realtime-listener';

export interface Fixture {
  t: TestApp;
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function call({ t, cookie }: Fixture, method: Method, url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload }),
  });
}

/** The id of a role by name (the migration creates the four sample roles). */
export async function roleId(t: TestApp, name: string): Promise<number> {
  const row = await t.db('roles').where({ name }).first<{ id: number }>('id');
  assert.ok(row, `role ${name} exists`);
  return row.id;
}

export async function createRole(
  fixture: Fixture,
  body: { name: string; description?: string; permissions: string[] },
): Promise<RoleItem> {
  const response = await call(fixture, 'POST', '/api/roles', body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

export async function listRoles(fixture: Fixture, query = ''): Promise<RoleListResponse> {
  const response = await call(fixture, 'GET', `/api/roles${query ? `?${query}` : ''}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

export async function listUsers(
  fixture: Fixture,
  query: SystemUserListQuery = {},
): Promise<SystemUserListResponse> {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const response = await call(fixture, 'GET', `/api/system-users?${search}`);
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
}

/** Invites a staff account (pending) and answers it. */
export async function invite(
  fixture: Fixture,
  overrides: { name?: string; email?: string; role_id?: number } = {},
): Promise<SystemUser> {
  const body = {
    name: overrides.name ?? 'Invited Person',
    email: overrides.email ?? uniqueEmail('invitee'),
    role_id: overrides.role_id ?? (await roleId(fixture.t, 'Manager')),
  };
  const response = await call(fixture, 'POST', '/api/system-users', body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json();
}

export function login(t: TestApp, email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

/** Sets the password from an invitation mail, signs in and answers the session cookie. */
export async function acceptInvitation(t: TestApp, raw: string, email: string, password: string) {
  const token = new URL(resetLinkFrom(raw)).searchParams.get('token')!;
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password },
  });
  assert.equal(set.statusCode, 200, set.body);
  const signedIn = await login(t, email, password);
  assert.equal(signedIn.statusCode, 200, signedIn.body);
  return sessionCookie(signedIn);
}

/** Every realtime event published while the test runs (they cross processes by NOTIFY). */
export async function listenToEvents(t: TestApp) {
  const heard = await listenToAll(t);
  return {
    events: heard.events,
    waitFor: (event: string, id: number) => heard.waitForFirst(event, about(id)),
    stop: heard.close,
  };
}
