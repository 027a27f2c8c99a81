import { request, type APIRequestContext, type Page } from '@playwright/test';
import type { RoleListResponse, User } from '@trellis/contracts';
import { E2E } from './environment';

let sequence = 0;

export function uniqueEmail(prefix = 'staff'): string {
  sequence += 1;
  return `${prefix}.${Date.now()}.${sequence}@e2e.test`;
}

export const PASSWORD = 'Secret123';

/** The administrator every fresh e2e database starts with (the demo seed). */
export const DEMO_ADMIN = { email: 'demo@trellis.local', password: 'Trellis-demo-1' } as const;

/** The seeded roles, narrowest last. */
export type RoleName = 'Admin' | 'Manager' | 'Engineer' | 'Customer Support';

/** A write's headers: the Origin the API checks a browser's state-changing requests against. */
export const writeTo = (baseUrl: string = E2E.baseUrl) => ({
  headers: { Origin: new URL(baseUrl).origin },
});

let admin: Promise<APIRequestContext> | null = null;

/** An API client signed in as the demo administrator: it approves accounts and gives roles. */
export function adminApi(): Promise<APIRequestContext> {
  admin ??= (async () => {
    const context = await request.newContext({ baseURL: E2E.baseUrl });
    const login = await context.post('/api/auth/login', { ...writeTo(), data: DEMO_ADMIN });
    if (!login.ok())
      throw new Error(`demo admin login failed: ${login.status()} ${await login.text()}`);
    return context;
  })();
  return admin;
}

async function roleId(api: APIRequestContext, name: RoleName): Promise<number> {
  const response = await api.get('/api/roles', { params: { search: name } });
  if (!response.ok()) throw new Error(`roles: ${response.status()} ${await response.text()}`);
  const { items } = (await response.json()) as RoleListResponse;
  const role = items.find((r) => r.name === name);
  if (!role) throw new Error(`no role named ${name}`);
  return role.id;
}

/** What an administrator does on System Users: gives a pending account a role and activates it. */
export async function approveAs(
  account: Pick<User, 'id' | 'username' | 'email'>,
  role: RoleName,
): Promise<void> {
  const api = await adminApi();
  const response = await api.put(`/api/system-users/${account.id}`, {
    ...writeTo(),
    data: {
      name: account.username,
      email: account.email,
      role_id: await roleId(api, role),
      status: 'active',
    },
  });
  if (!response.ok())
    throw new Error(`approve failed: ${response.status()} ${await response.text()}`);
}

/** Registers a staff account through the page's context, which it signs in: pending approval. */
export async function signedInPending(page: Page, name = 'E2E Pending', prefix = 'pending') {
  const response = await page.request.post(`${E2E.baseUrl}/api/auth/register`, {
    ...writeTo(),
    data: { username: name, email: uniqueEmail(prefix), password: PASSWORD },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as User;
}

/**
 * Registers a staff account through the page's context (which signs that context in), then has
 * the administrator approve it with `role`: the journey acts with that role's permissions only.
 */
export async function signedInAs(
  page: Page,
  role: RoleName,
  name = `E2E ${role}`,
): Promise<{ email: string; id: number }> {
  const account = await signedInPending(page, name, role.toLowerCase().replaceAll(' ', '-'));
  await approveAs(account, role);
  return { email: account.email, id: account.id };
}

/** A staff account with every permission, for journeys that create, edit and delete. */
export const signedInStaff = (page: Page, name = 'E2E Staff') => signedInAs(page, 'Admin', name);

/** Creates an engineer account (managing the team: done as the administrator) on `baseUrl`. */
export async function registerEngineer(baseUrl: string, name: string) {
  const api = await adminApi();
  const response = await api.post(`${baseUrl}/api/auth/register`, {
    ...writeTo(baseUrl),
    data: { username: name, email: uniqueEmail('engineer'), password: PASSWORD, role: 'engineer' },
  });
  if (response.status() !== 201)
    throw new Error(`engineer register failed: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The engineer's mobile app: an API client signed in on the mobile login, outside any browser. */
export async function mobileApp(email: string): Promise<APIRequestContext> {
  const mobile = await request.newContext({
    baseURL: E2E.baseUrl,
    extraHTTPHeaders: { Origin: E2E.baseUrl },
  });
  const login = await mobile.post('/api/engineers/login', { data: { email, password: PASSWORD } });
  if (!login.ok()) throw new Error(`mobile login failed: ${login.status()} ${await login.text()}`);
  return mobile;
}
