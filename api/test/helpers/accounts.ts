import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let counter = 0;

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

/** The `name=value` of the session cookie a response set, ready for a `cookie` header. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'trellis_session');
  if (!cookie)
    throw new Error(`no session cookie in a ${response.statusCode} response: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export interface SignedIn {
  cookie: string;
  user: { id: number; email: string; username: string; status: string };
  password: string;
}

/** Registers a staff account (which signs it in) and returns its session cookie. */
export async function signUp(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const body = {
    username: 'Test Staff',
    email: uniqueEmail(),
    password: 'Secret123',
    ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return {
    cookie: sessionCookie(response),
    user: response.json(),
    password: String(body.password),
  };
}

/** The four roles every database is created with (migrations), by name. */
export type SeededRole = 'Admin' | 'Manager' | 'Engineer' | 'Customer Support';

export async function roleIdByName(app: FastifyInstance, name: SeededRole): Promise<number> {
  const role = await app.db('roles').where({ name }).first<{ id: number } | undefined>('id');
  if (!role) throw new Error(`no role named ${name}`);
  return role.id;
}

const approvers = new WeakMap<FastifyInstance, Promise<SignedIn>>();

/**
 * The administrator who approves the test's accounts: registered like anyone, then made an
 * active Admin in the database, so it exists whatever the test registered before it.
 */
function approver(app: FastifyInstance): Promise<SignedIn> {
  let found = approvers.get(app);
  if (!found) {
    found = (async () => {
      const admin = await signUp(app, {
        username: 'Approving Admin',
        email: uniqueEmail('approver'),
      });
      await app
        .db('users')
        .where({ id: admin.user.id })
        .update({ role_id: await roleIdByName(app, 'Admin'), status: 'Active' });
      return admin;
    })();
    approvers.set(app, found);
  }
  return found;
}

/**
 * Makes `admin` (an active Admin, typically the first account of a fresh database) the one who
 * approves this app's next accounts, for tests that count every staff account.
 */
export function adoptApprover(app: FastifyInstance, admin: SignedIn): void {
  approvers.set(app, Promise.resolve(admin));
}

/** Approves a waiting account with the role `roleId` through System Users, signed in as `cookie`. */
export function approveWithRole(
  app: FastifyInstance,
  cookie: string,
  account: SignedIn,
  roleId: number,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/system-users/${account.user.id}`,
    headers: { cookie },
    payload: {
      name: account.user.username,
      email: account.user.email,
      role_id: roleId,
      status: 'active',
    },
  });
}

/**
 * A staff account with a seeded role, as it happens in the product: it registers (pending),
 * then an administrator approves it with that role through System Users.
 */
export async function signUpAs(
  app: FastifyInstance,
  role: SeededRole,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const admin = await approver(app);
  const account = await signUp(app, overrides);
  const approved = await approveWithRole(app, admin.cookie, account, await roleIdByName(app, role));
  if (approved.statusCode !== 200)
    throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`);
  return account;
}

/** One helper per seeded role, and the account that waits for approval. */
export const asAdmin = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  signUpAs(app, 'Admin', overrides);
export const asManager = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  signUpAs(app, 'Manager', overrides);
export const asEngineerRole = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  signUpAs(app, 'Engineer', overrides);
export const asSupport = (app: FastifyInstance, overrides?: Record<string, unknown>) =>
  signUpAs(app, 'Customer Support', overrides);
/** A self-registered account nobody has approved yet (an administrator exists already). */
export async function asPending(
  app: FastifyInstance,
  overrides?: Record<string, unknown>,
): Promise<SignedIn> {
  await approver(app);
  return signUp(app, overrides);
}

/** The session of an account allowed to register engineers (Manage Team), for the debug form. */
export async function teamManagerCookie(app: FastifyInstance): Promise<string> {
  return (await approver(app)).cookie;
}
