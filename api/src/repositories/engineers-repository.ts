import type { Knex } from 'knex';
import {
  displayCode,
  EMPTY_ENGINEER_PROFILE,
  engineerProfileSchema,
  expiryUrgency,
  PAYMENT_CURRENCIES,
  TICKET_STATUS_GROUPS,
  type EngineerCompliance,
  type EngineerDetail,
  type EngineerListItem,
  type EngineerProfile,
  type EngineerStatus,
} from '@trellis/contracts';
import type { UserRow } from './users-repository';
import { runStatement } from './prepared';
import { rowsOfIds } from './rows-of-ids';
import {
  engineerListStatement,
  engineerRowOf,
  type EngineerListQuery,
  type EngineerTuple,
} from './engineers-list';
import { isoOf } from '../lib/iso-time';

export interface EngineerRow {
  id: number;
  username: string;
  email: string;
  phone: string | null;
  status: string;
  nearest_expiry: string | null;
  nearest_expiry_document: string | null;
  /** A Date from a row, or epoch milliseconds from the list's JSON. */
  created_at: Date | number;
  updated_at: Date | number;
}

/** What still needs the engineer (the engineer's delete is refused while any is assigned). */
const OPEN_TICKET_STATUSES = [
  ...TICKET_STATUS_GROUPS.open.statuses,
  ...TICKET_STATUS_GROUPS.in_progress.statuses,
];

/** The compliance summary from the stored nearest expiry (engineerCompliance wrote it). */
export function storedCompliance(
  row: Pick<EngineerRow, 'nearest_expiry' | 'nearest_expiry_document'>,
  today: string,
): EngineerCompliance {
  return {
    nearest_expiry: row.nearest_expiry,
    urgency: expiryUrgency(row.nearest_expiry, today),
    document: row.nearest_expiry ? row.nearest_expiry_document : null,
  };
}

/** An engineer's list row read by id: the columns `EngineerRow` names, no pay or bank details. */
const ENGINEER_ROWS = {
  select: `u.id, u.username, u.email, u.phone, u.status, u.nearest_expiry,
    u.nearest_expiry_document, u.created_at, u.updated_at`,
  from: 'users u',
  alias: 'u',
  where: "u.role = 'engineer'",
};

export function toEngineerListItem(row: EngineerRow, today: string): EngineerListItem {
  return {
    id: row.id,
    code: displayCode('engineer', row.id),
    name: row.username,
    email: row.email,
    phone: row.phone,
    status: row.status as EngineerStatus,
    created_at: isoOf(row.created_at),
    updated_at: isoOf(row.updated_at),
    compliance: storedCompliance(row, today),
  };
}

/** The stored profile read leniently: a section that does not parse shows as empty. */
export function storedProfile(raw: unknown): EngineerProfile {
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const profile: Record<string, unknown> = { ...EMPTY_ENGINEER_PROFILE };
  for (const [key, schema] of Object.entries(engineerProfileSchema.shape)) {
    const parsed = (
      schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }
    ).safeParse(source[key]);
    if (parsed.success) profile[key] = parsed.data;
  }
  return profile as EngineerProfile;
}

/**
 * The currency an engineer is paid in: the one set with the pay rate, else the profile's
 * payment currency, else USD (issue 11). Payout generation reads it the same way in SQL.
 */
function payCurrency(row: UserRow, profile: EngineerProfile): EngineerDetail['pay_currency'] {
  const set = PAYMENT_CURRENCIES.find((c) => c === row.pay_currency);
  return set ?? profile.paymentDetails?.payment_currency ?? 'USD';
}

export function toEngineerDetail(row: UserRow, today: string): EngineerDetail {
  const lastLogin = row.last_login ? row.last_login.toISOString() : null;
  const profile = storedProfile(row.profile);
  return {
    ...toEngineerListItem(row, today),
    last_login: lastLogin,
    pay_rate: row.pay_rate,
    pay_currency: payCurrency(row, profile),
    profile: {
      ...profile,
      personalDetails: {
        ...profile.personalDetails,
        email: profile.personalDetails.email ?? row.email,
        phone: profile.personalDetails.phone ?? row.phone,
        address: profile.personalDetails.address ?? row.address,
        dob: profile.personalDetails.dob ?? row.dob,
        last_login: lastLogin,
      },
    },
  };
}

export function createEngineersRepository(db: Knex) {
  /** The engineer's account row (role engineer), optionally locked in a transaction. */
  async function findRow(id: number, trx: Knex = db, lock = false): Promise<UserRow | undefined> {
    const q = trx<UserRow>('users').where('id', id).andWhere('role', 'engineer');
    if (lock) q.forUpdate();
    return q.first();
  }
  return {
    findRow,
    async findById(id: number, today: string): Promise<EngineerListItem | undefined> {
      const row = await findRow(id);
      return row ? toEngineerListItem(row, today) : undefined;
    },
    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[], today: string): Promise<EngineerListItem[]> {
      const rows = await rowsOfIds<EngineerRow>(db, ENGINEER_ROWS, ids);
      return rows.map((row) => toEngineerListItem(row, today));
    },
    async findDetail(id: number, today: string): Promise<EngineerDetail | undefined> {
      const row = await findRow(id);
      return row ? toEngineerDetail(row, today) : undefined;
    },
    /**
     * Tickets assigned to the engineer that are still open: the Open and In Progress groups
     * Closed (Resolved) and Expired tickets are done with.
     */
    async openTicketCount(id: number, trx: Knex = db): Promise<number> {
      const row = await trx('tickets')
        .where('engineer_id', id)
        .whereIn('status', OPEN_TICKET_STATUSES)
        .count<{ count: number }[]>({ count: '*' })
        .first();
      return Number(row?.count ?? 0);
    },
    /** Deletes the engineer's account; sessions and reset tokens go by their foreign keys. */
    async remove(id: number, trx: Knex): Promise<void> {
      await trx('users').where({ id, role: 'engineer' }).delete();
    },
    /**
     * The page and `total` in one statement. Unfiltered, `total` is the engineers counter (an
     * aggregate kept by triggers) and the page comes from a sort index (role = 'engineer' partial
     * indexes, migrations 20261122210000 and 20261123080000); a search or filter counts its matches.
     */
    async list(query: EngineerListQuery, today: string) {
      const statement = await engineerListStatement(db, query, today);
      const { rows } = await runStatement<{ rows: { total: number; items: EngineerTuple[] }[] }>(
        db,
        statement,
      );
      const { total, items } = rows[0]!;
      return {
        items: items.map((tuple) => toEngineerListItem(engineerRowOf(tuple), today)),
        total,
      };
    },
  };
}

export type EngineersRepository = ReturnType<typeof createEngineersRepository>;
