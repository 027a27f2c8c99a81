import type { Knex } from 'knex';
import type {
  Asset,
  AssetAssigneeUser,
  AssetBody,
  AssetListParams,
  AssetListResponse,
} from '@trellis/contracts';
import { pageLimit, prepared } from './prepared';
import { containingIds } from './search-words';
import { ASSET_FROM, ASSET_JSON, toAsset } from './asset-rows';
import { listAssets } from './assets-list';
import { findItem, itemsOfIds } from './json-items';
import { refusedAsTaken } from './unique-violation';
import { isId } from '../lib/row-id';
import { lockRow } from './locked-row';

/** A write giving an asset the serial number another asset has. */
export class SerialTakenError extends Error {
  constructor() {
    super('serial number taken');
  }
}

const writing = <T>(write: () => Promise<T>) =>
  refusedAsTaken('assets_serial_no_unique', () => new SerialTakenError(), write);

const FIND = `select ${ASSET_JSON} as item from ${ASSET_FROM} where a.id = ?`;

/** The columns a write sets: the parsed body, its assignee filled in when only linked. */
export type AssetWrite = AssetBody;

/** What a write and its announcement need to know of a saved asset. */
export type AssetState = Pick<Asset, 'id' | 'name' | 'type' | 'status'>;

export function createAssetsRepository(db: Knex) {
  return {
    /** The page, `total` and the cards in one statement (see assets-list.ts). */
    async list(query: AssetListParams): Promise<AssetListResponse> {
      return listAssets(db, query);
    },

    /** The list's rows of `ids` that exist, in id order (a selection's CSV). */
    async listItems(ids: readonly number[]): Promise<Asset[]> {
      const source = { select: `${ASSET_JSON} as item`, from: ASSET_FROM, alias: 'a' };
      return itemsOfIds(db, source, ids, toAsset);
    },

    async findById(id: number, trx: Knex = db): Promise<Asset | undefined> {
      return findItem(trx, FIND, id, toAsset);
    },

    /** Locks the row for the rest of the transaction, so a concurrent write waits. */
    async lock(id: number, trx: Knex): Promise<AssetState | undefined> {
      return lockRow(trx, 'assets', id, ['id', 'name', 'type', 'status']);
    },

    /** The account an assignee may be linked to, locked against its deletion until commit. */
    async lockAssigneeUser(id: number, trx: Knex): Promise<{ username: string } | undefined> {
      if (!isId(id)) return undefined;
      return trx('users')
        .where({ id })
        .forShare()
        .first<{ username: string } | undefined>('username');
    },

    /** Accounts to link an assignee to (system users and engineers), by name or email. */
    async assignees(search: string, limit: number): Promise<AssetAssigneeUser[]> {
      // Off the accounts' name index (migration 20261130090000), prepared with its limit written
      // in; a search looks each column up on its trigram index by its rarest word, as the lists
      // do (an OR of two ILIKEs read every account).
      const found = search
        ? await containingIds(db, 'users', ['username', 'email'], search)
        : { sql: '', bindings: [] };
      const { rows } = await prepared<{ rows: AssetAssigneeUser[] }>(
        db,
        `select id, username as name, email, role from users
          ${found.sql ? `where id in (${found.sql})` : ''}
          order by lower(username), id limit ${pageLimit(limit)}`,
        found.bindings,
      );
      return rows;
    },

    /** SerialTakenError when another asset has the serial number. */
    async create(values: AssetWrite, trx: Knex = db): Promise<number> {
      const [row] = await writing(() => trx('assets').insert(values).returning('id'));
      return (row as { id: number }).id;
    },

    /** SerialTakenError when another asset has the serial number. */
    async update(id: number, values: AssetWrite, trx: Knex = db): Promise<void> {
      await writing(() =>
        trx('assets')
          .where({ id })
          .update({ ...values, updated_at: trx.fn.now() }),
      );
    },

    async remove(id: number, trx: Knex = db): Promise<void> {
      await trx('assets').where({ id }).delete();
    },
  };
}

export type AssetsRepository = ReturnType<typeof createAssetsRepository>;
