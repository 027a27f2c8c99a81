import type { Knex } from 'knex';

// Someone must always be able to manage users, or nobody could ever approve, promote or repair an
// account again. Every write that could take the Manage Users permission from the last active
// account holding it (an edit, a deactivation, a deletion, a role's permissions) and the first
// sign-up (which becomes an Admin while nobody holds it) takes this one lock first, so two of
// them cannot each see the other as the remaining holder.

/** An arbitrary, fixed advisory-lock key, ours alone in this database. */
const USER_MANAGERS_LOCK = 7_120_019;

export async function lockUserManagers(trx: Knex.Transaction): Promise<void> {
  await trx.raw('select pg_advisory_xact_lock(?)', [USER_MANAGERS_LOCK]);
}

export interface UserManager {
  id: number;
  role_id: number;
}

/** The active staff accounts whose role grants Manage Users. */
export async function activeUserManagers(trx: Knex): Promise<UserManager[]> {
  return trx('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where({ 'u.role': 'staff', 'u.status': 'Active' })
    .whereRaw(`'manage_users' = any(r.permissions)`)
    .select('u.id', 'u.role_id');
}

/** The role a first account gets: the one granting Manage Users with the most permissions. */
export async function fullestUserManagerRole(trx: Knex): Promise<number | null> {
  const row = await trx('roles')
    .whereRaw(`'manage_users' = any(permissions)`)
    .orderByRaw('cardinality(permissions) desc, id')
    .first<{ id: number } | undefined>('id');
  return row?.id ?? null;
}
