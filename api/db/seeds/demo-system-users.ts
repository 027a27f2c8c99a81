import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hash } from '@node-rs/argon2';

/**
 * The System Users screen's sample accounts (name, email, role, status active, inactive or
 * pending, last login or none), as real staff accounts with the four sample roles (which
 * migration 20261123092000 creates). Their password is the hash of a random value no one knows:
 * none can sign in until invited (POST /api/system-users/:id/invitation for a pending one) or,
 * for an active one, until a reset through 'Forgot password?'.
 */
const SAMPLE_USERS = [
  { username: 'John Smith', role: 'Admin', status: 'Active', lastLogin: -0.1, created: -400 },
  { username: 'Olivia Martin', role: 'Manager', status: 'Active', lastLogin: -1, created: -320 },
  { username: 'Daniel Lee', role: 'Manager', status: 'Invited', lastLogin: null, created: -2 },
  { username: 'Priya Patel', role: 'Engineer', status: 'Active', lastLogin: -3, created: -210 },
  { username: 'Lucas Brown', role: 'Engineer', status: 'Inactive', lastLogin: -45, created: -365 },
  {
    username: 'Sofia Garcia',
    role: 'Customer Support',
    status: 'Active',
    lastLogin: -0.3,
    created: -150,
  },
  {
    username: 'Noah Wilson',
    role: 'Customer Support',
    status: 'Invited',
    lastLogin: null,
    created: -1,
  },
] as const;

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@trellis.local`;

/** The demo staff account becomes an Admin; the sample accounts are added beside it. */
export async function seedDemoSystemUsers(knex: Knex, demoEmail: string): Promise<void> {
  const roles = new Map(
    (await knex('roles').select<{ id: number; name: string }[]>('id', 'name')).map((r) => [
      r.name,
      r.id,
    ]),
  );
  await knex('users')
    .where({ email: demoEmail })
    .update({ role_id: roles.get('Admin') ?? null });
  const unusable = await hash(randomBytes(32).toString('base64url'));
  const at = (days: number) => new Date(Date.now() + days * 86_400_000);
  await knex('users').insert(
    SAMPLE_USERS.map((user) => ({
      username: user.username,
      email: emailOf(user.username),
      password_hash: unusable,
      role: 'staff',
      role_id: roles.get(user.role) ?? null,
      status: user.status,
      timezone: 'UTC',
      // The table's Last Login is the latest sign-in; last_login is the one before it.
      current_login: user.lastLogin === null ? null : at(user.lastLogin),
      last_login: user.lastLogin === null ? null : at(user.lastLogin - 2),
      created_at: at(user.created),
      updated_at: at(user.created),
    })),
  );
}
