import type { Knex } from 'knex';
import type { SystemUser, SystemUserListParams, SystemUserListResponse } from '@trellis/contracts';
import type { UserRow } from './users-repository';
import { listSystemUsers } from './system-users-list';
import { toSystemUser, type SystemUserRow } from './system-user-rows';
import { rowsOfIds } from './rows-of-ids';

/** A staff account as the table shows it: the row with its role's name. */
const SYSTEM_USER_SOURCE = {
  select: `u.id, u.username, u.email, u.role_id, r.name as role_name, u.status,
    u.current_login as last_login, u.created_at, u.updated_at, u.profile_file_id`,
  from: 'users u left join roles r on r.id = u.role_id',
  alias: 'u',
  where: "u.role = 'staff'",
};
const SYSTEM_USER = `select ${SYSTEM_USER_SOURCE.select} from ${SYSTEM_USER_SOURCE.from}
  where ${SYSTEM_USER_SOURCE.where} and u.id = ?`;

export function createSystemUsersRepository(db: Knex) {
  return {
    list(query: SystemUserListParams): Promise<SystemUserListResponse> {
      return listSystemUsers(db, query);
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<SystemUser[]> {
      const rows = await rowsOfIds<SystemUserRow>(db, SYSTEM_USER_SOURCE, ids);
      return rows.map(toSystemUser);
    },

    async findById(id: number, trx: Knex = db): Promise<SystemUser | undefined> {
      const { rows } = await trx.raw<{ rows: SystemUserRow[] }>(SYSTEM_USER, [id]);
      return rows[0] ? toSystemUser(rows[0]) : undefined;
    },

    /** The staff account's row, locked for the rest of `trx` (engineers are not system users). */
    async lockRow(id: number, trx: Knex): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id, role: 'staff' }).forUpdate().first();
    },

    /**
     * The active staff accounts, locked: two concurrent deactivations or deletions are
     * serialised here, so they cannot both see the other one still active and leave none.
     */
    async lockActiveIds(trx: Knex): Promise<number[]> {
      const rows = await trx('users')
        .where({ role: 'staff', status: 'Active' })
        .orderBy('id')
        .forUpdate()
        .select<{ id: number }[]>('id');
      return rows.map((r) => r.id);
    },

    /** Deletes the account; its sessions, reset tokens and idempotency keys go by cascade. */
    async remove(row: UserRow, trx: Knex): Promise<void> {
      await trx('users').where({ id: row.id }).delete();
      if (row.profile_file_id) await trx('files').where({ id: row.profile_file_id }).delete();
    },
  };
}

export type SystemUsersRepository = ReturnType<typeof createSystemUsersRepository>;
