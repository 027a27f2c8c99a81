import type { Knex } from 'knex';
import type { Config } from '../config';
import type { RolesRepository } from '../repositories/roles-repository';
import {
  activeUserManagers,
  fullestUserManagerRole,
  lockUserManagers,
} from '../repositories/user-managers';
import type { AccountContext } from './account-context';

// Who may sign up, and the access a self-registered staff account starts with.

/** Whether SIGNUP_DOMAINS lets this email register: open, closed, or some domains only. */
export function signUpAllowed(config: Pick<Config, 'SIGNUP_DOMAINS'>, email: string): boolean {
  const { mode, domains } = config.SIGNUP_DOMAINS;
  if (mode === 'open') return true;
  if (mode === 'closed') return false;
  return domains.includes(email.split('@')[1]?.toLowerCase() ?? '');
}

/**
 * The access a self-registered staff account starts with, decided under the user-managers
 * lock: the first account of an install where nobody can manage users becomes an Admin; with
 * DEFAULT_ROLE (open sign-up) it is active with that role; otherwise it waits for approval,
 * pending and without a role.
 */
export async function signUpAccess(
  rolesRepository: RolesRepository,
  config: Pick<Config, 'DEFAULT_ROLE'>,
  log: AccountContext['log'],
  trx: Knex.Transaction,
): Promise<{ role_id: number | null; status: 'Active' | 'Invited' }> {
  await lockUserManagers(trx);
  if ((await activeUserManagers(trx)).length === 0) {
    const adminRole = await fullestUserManagerRole(trx);
    if (adminRole !== null) return { role_id: adminRole, status: 'Active' };
  }
  if (config.DEFAULT_ROLE !== null) {
    const role = await rolesRepository.findByName(config.DEFAULT_ROLE, trx);
    if (role) return { role_id: role.id, status: 'Active' };
    log.warn(
      `DEFAULT_ROLE names no role ("${config.DEFAULT_ROLE}"): the new account waits for approval`,
    );
  }
  return { role_id: null, status: 'Invited' };
}
