import type { Knex } from 'knex';
import type { Permission, Role, User, UserAccountStatus } from '@trellis/contracts';
import { API_ROUTES } from '@trellis/contracts';
import { setProfileFile } from './profile-file';

export interface UserRow {
  id: number;
  username: string;
  email: string;
  password_hash: string;
  role: Role;
  /** Staff: their role in the roles table (null: none); engineers: always null. */
  role_id: number | null;
  /** Active, Inactive or Invited (until the invitee sets a password), for staff and engineers. */
  status: string;
  phone: string | null;
  address: string | null;
  dob: string | null;
  profile_file_id: number | null;
  timezone: string;
  profile: Record<string, unknown>;
  /** Engineers: the nearest ID-document or right-to-work expiry (YYYY-MM-DD), kept with profile. */
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
  /** Engineers: the hourly pay rate (numeric(12,2) as text) and its currency, when set. */
  pay_rate: string | null;
  pay_currency: string | null;
  /** Staff: whether the daily digest mail of expiring documents goes to this account. */
  daily_digest: boolean;
  last_login: Date | null;
  current_login: Date | null;
  created_at: Date;
  updated_at: Date;
}

export type NewUser = Pick<UserRow, 'username' | 'email' | 'password_hash' | 'role'> &
  Partial<Pick<UserRow, 'phone' | 'address' | 'dob' | 'timezone' | 'role_id' | 'status'>>;

const ACCOUNT_STATUS: Record<string, UserAccountStatus> = {
  Active: 'active',
  Invited: 'pending',
  Inactive: 'inactive',
};

/**
 * A staff account that registered itself and waits for someone who manages users to give it a
 * role: pending (Invited) without a role. An invitee always has the role it was invited with.
 */
export const awaitsApproval = (row: Pick<UserRow, 'role' | 'status' | 'role_id'>) =>
  row.role === 'staff' && row.status === 'Invited' && row.role_id === null;

/** `permissions`: what the account may do now (the session's, or `permissionsOf`). */
export function toUser(row: UserRow, permissions: readonly Permission[]): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    phone: row.phone,
    address: row.address,
    dob: row.dob,
    profileImage: row.profile_file_id ? API_ROUTES.files(row.profile_file_id) : null,
    last_login: row.last_login ? row.last_login.toISOString() : null,
    timezone: row.timezone,
    role: row.role,
    created_at: row.created_at.toISOString(),
    status: ACCOUNT_STATUS[row.status] ?? 'inactive',
    permissions: [...permissions],
    daily_digest: row.daily_digest,
  };
}

export function createUsersRepository(db: Knex) {
  return {
    async findById(id: number, trx: Knex = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id }).first();
    },
    /** The account locked for its edit in `trx`: the state before, for the trail's diff. */
    async lockForEdit(id: number, trx: Knex): Promise<UserRow | undefined> {
      return trx<UserRow>('users').where({ id }).forUpdate().first();
    },
    /**
     * Activates the account when it is an invitee (staff or engineer): setting the password from
     * an invitation link is what accepts it. A self-registered account still waiting for
     * approval stays pending. Answers the account when it was activated.
     */
    async activateInvited(id: number, trx: Knex): Promise<{ id: number; role: string }[]> {
      return trx('users')
        .where({ id, status: 'Invited' })
        .where((q) => q.where('role', 'engineer').orWhereNotNull('role_id'))
        .update({ status: 'Active', updated_at: trx.fn.now() })
        .returning<{ id: number; role: string }[]>(['id', 'role']);
    },
    /** What the account may do: its role's permissions while it is active, else none. */
    async permissionsOf(row: UserRow, trx: Knex = db): Promise<Permission[]> {
      if (row.status !== 'Active' || row.role_id === null) return [];
      const role = await trx('roles')
        .where({ id: row.role_id })
        .first<{ permissions: Permission[] }>('permissions');
      return role?.permissions ?? [];
    },
    async findByEmail(email: string, trx: Knex = db): Promise<UserRow | undefined> {
      return trx<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first();
    },
    async create(user: NewUser, trx: Knex = db): Promise<UserRow> {
      const [row] = await trx<UserRow>('users').insert(user).returning('*');
      return row!;
    },
    async update(
      id: number,
      patch: Partial<Omit<UserRow, 'id' | 'created_at'>>,
      trx: Knex = db,
    ): Promise<UserRow | undefined> {
      const [row] = await trx<UserRow>('users')
        .where({ id })
        .update({ ...patch, updated_at: trx.fn.now() as unknown as Date })
        .returning('*');
      return row;
    },
    /** Points the user at another profile picture; answers the file id it replaces. */
    async setProfileFile(id: number, fileId: number, trx: Knex = db): Promise<number | null> {
      return setProfileFile(trx, 'users', id, fileId);
    },
    /** Shifts the current sign-in into last_login and stamps a new one. */
    async recordLogin(id: number, trx: Knex = db): Promise<UserRow> {
      const [row] = await trx<UserRow>('users')
        .where({ id })
        .update({
          last_login: trx.raw('current_login') as unknown as Date,
          current_login: trx.fn.now() as unknown as Date,
        })
        .returning('*');
      return row!;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
