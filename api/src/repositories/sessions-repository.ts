import type { Knex } from 'knex';
import type { Permission } from '@trellis/contracts';
import { prepared } from './prepared';
import type { UserRow } from './users-repository';

export interface SessionRow {
  id: number;
  token_hash: string;
  user_id: number;
  kind: 'web' | 'mobile';
  created_at: Date;
  expires_at: Date;
}

/** Session columns, aliased so they cannot collide with the user's columns in one row. */
const SESSION_COLUMNS = [
  'id',
  'token_hash',
  'user_id',
  'kind',
  'created_at',
  'expires_at',
] as const;
const SESSION_PREFIX = 'session.';

/**
 * Every column of users, as usersRepository.findById answers them (`select *`, which a prepared
 * statement must not use). Adding a field to UserRow without adding it here fails to compile;
 * test/auth/session.test.ts compares the result with findById's.
 */
const USER_COLUMNS = [
  'id',
  'username',
  'email',
  'password_hash',
  'role',
  'role_id',
  'status',
  'phone',
  'address',
  'dob',
  'profile_file_id',
  'timezone',
  'profile',
  'nearest_expiry',
  'nearest_expiry_document',
  'pay_rate',
  'pay_currency',
  'daily_digest',
  'last_login',
  'current_login',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof UserRow)[];
const everyUserColumn: Exclude<keyof UserRow, (typeof USER_COLUMNS)[number]> extends never
  ? true
  : never = true;
void everyUserColumn;

/** The column carrying the permissions of the user's role (none without a role). */
const PERMISSIONS_COLUMN = 'role.permissions';

/**
 * A valid session, its user and the permissions of the user's role in one indexed query
 * (sessions.token_hash is unique, roles by primary key): every signed-in request runs it, as a
 * prepared statement, so a permission check later costs no query of its own.
 */
const FIND_VALID = `select ${SESSION_COLUMNS.map((c) => `s.${c} as "${SESSION_PREFIX}${c}"`).join(', ')},
    ${USER_COLUMNS.map((c) => `u.${c}`).join(', ')},
    case when u.status = 'Active' then coalesce(r.permissions, '{}'::text[])
      else '{}'::text[] end as "${PERMISSIONS_COLUMN}"
  from sessions s join users u on u.id = s.user_id
  left join roles r on r.id = u.role_id
  where s.token_hash = ? and s.expires_at > now()`;

export interface ValidSession {
  session: SessionRow;
  user: UserRow;
  /** What the user's role grants while the account is active (else none): the permission checks. */
  permissions: Permission[];
}

export function createSessionsRepository(db: Knex) {
  return {
    async create(
      session: Pick<SessionRow, 'token_hash' | 'user_id' | 'kind' | 'expires_at'>,
    ): Promise<SessionRow> {
      const [row] = await db<SessionRow>('sessions').insert(session).returning('*');
      return row!;
    },
    async findValid(tokenHash: string): Promise<ValidSession | undefined> {
      const { rows } = await prepared<{ rows: Record<string, unknown>[] }>(db, FIND_VALID, [
        tokenHash,
      ]);
      const row = rows[0];
      if (!row) return undefined;
      const session: Record<string, unknown> = {};
      const user: Record<string, unknown> = {};
      for (const key in row) {
        if (key === PERMISSIONS_COLUMN) continue;
        if (key.startsWith(SESSION_PREFIX)) session[key.slice(SESSION_PREFIX.length)] = row[key];
        else user[key] = row[key];
      }
      return {
        session: session as unknown as SessionRow,
        user: user as unknown as UserRow,
        permissions: row[PERMISSIONS_COLUMN] as Permission[],
      };
    },
    async extend(id: number, expiresAt: Date): Promise<void> {
      await db('sessions').where({ id }).update({ expires_at: expiresAt });
    },
    async remove(tokenHash: string): Promise<void> {
      await db('sessions').where({ token_hash: tokenHash }).delete();
    },
    async removeForUser(userId: number, trx: Knex = db, exceptId?: number): Promise<void> {
      const q = trx('sessions').where({ user_id: userId });
      if (exceptId) q.whereNot({ id: exceptId });
      await q.delete();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
