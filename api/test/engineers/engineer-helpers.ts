import assert from 'node:assert/strict';
import type { TestApp } from '../helpers/test-app';
import { sessionCookie, uniqueEmail, teamManagerCookie } from '../helpers/accounts';

export const PASSWORD = 'Secret123';

/** An engineer account made the way the debug page does (POST /api/auth/register, role engineer). */
export async function registerEngineer(t: TestApp, name = 'Mobile Engineer') {
  const email = uniqueEmail('engineer');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { cookie: await teamManagerCookie(t.app) },
    payload: {
      username: name,
      email,
      password: PASSWORD,
      role: 'engineer',
      phone: '+44 1234 567890',
    },
  });
  assert.equal(response.statusCode, 201, response.body);
  return { id: (response.json() as { id: number }).id, email, name };
}

export async function mobileLogin(t: TestApp, email: string, password = PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/engineers/login',
    payload: { email, password },
  });
}

/** Signs an engineer in on the mobile API and returns the session cookie. */
export async function mobileSession(t: TestApp, email: string) {
  const response = await mobileLogin(t, email);
  assert.equal(response.statusCode, 200, response.body);
  return sessionCookie(response);
}

export async function putProfile(t: TestApp, cookie: string, profile: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/engineers/me',
    headers: { cookie },
    payload: { profile } as object,
  });
}

/** YYYY-MM-DD `days` from today (UTC, the test app's business time zone). */
export function dayFromToday(days: number) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
