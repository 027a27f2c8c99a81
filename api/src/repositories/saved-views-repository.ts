import type { Knex } from 'knex';
import { prepared } from './prepared';
import type { SavedViewBody, SavedViewItem, SavedViewList } from '@trellis/contracts';

export interface SavedViewRow {
  id: number;
  owner_id: number;
  owner_name: string;
  list: SavedViewList;
  name: string;
  shared: boolean;
  query: string;
  hidden_columns: string[];
  created_at: Date;
  updated_at: Date;
}

/** A view as its reader sees it: whether it is theirs, and whether it is their default. */
export function toSavedViewItem(
  row: SavedViewRow,
  readerId: number,
  defaultViewId: number | null,
): SavedViewItem {
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    shared: row.shared,
    query: row.query,
    hidden_columns: row.hidden_columns,
    owner: { id: row.owner_id, name: row.owner_name },
    mine: row.owner_id === readerId,
    is_default: row.id === defaultViewId,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const COLUMNS = [
  'v.id',
  'v.owner_id',
  'u.username as owner_name',
  'v.list',
  'v.name',
  'v.shared',
  'v.query',
  'v.hidden_columns',
  'v.created_at',
  'v.updated_at',
];

export const SAVED_VIEW_NAME_CONSTRAINT = 'saved_views_owner_list_name_unique';

/** Saved views and each user's default view per list. */
export function createSavedViewsRepository(db: Knex) {
  const views = (trx: Knex) =>
    trx('saved_views as v').join('users as u', 'u.id', 'v.owner_id').select(COLUMNS);

  return {
    /** The reader's own views of `list` and those shared with everyone, theirs first, by name. */
    async visible(list: SavedViewList, readerId: number, trx: Knex = db): Promise<SavedViewRow[]> {
      return views(trx)
        .where('v.list', list)
        .andWhere((q) => q.where('v.owner_id', readerId).orWhere('v.shared', true))
        .orderByRaw('(v.owner_id = ?) desc, lower(v.name), v.id', [readerId]);
    },

    async findById(id: number, trx: Knex = db): Promise<SavedViewRow | undefined> {
      return views(trx).where('v.id', id).first();
    },

    /**
     * What opening a list by a view's link needs of it, in one prepared read by primary key:
     * it runs before the list's own statement on every such request.
     */
    async opening(
      id: number,
    ): Promise<Pick<SavedViewRow, 'owner_id' | 'list' | 'shared' | 'query'> | undefined> {
      const { rows } = await prepared<{
        rows: Pick<SavedViewRow, 'owner_id' | 'list' | 'shared' | 'query'>[];
      }>(db, 'select owner_id, list, shared, query from saved_views where id = ?', [id]);
      return rows[0];
    },

    /** The row locked for a change, so two edits of one view apply one after the other. */
    async lock(id: number, trx: Knex): Promise<SavedViewRow | undefined> {
      await trx('saved_views').where({ id }).forUpdate().first('id');
      return this.findById(id, trx);
    },

    async insert(ownerId: number, body: SavedViewBody, trx: Knex): Promise<number> {
      const [row] = await trx('saved_views')
        .insert({ owner_id: ownerId, ...body })
        .returning<{ id: number }[]>('id');
      return row!.id;
    },

    async update(id: number, body: Omit<SavedViewBody, 'list'>, trx: Knex): Promise<void> {
      await trx('saved_views')
        .where({ id })
        .update({ ...body, updated_at: trx.fn.now() });
    },

    async remove(id: number, trx: Knex): Promise<void> {
      await trx('saved_views').where({ id }).delete();
    },

    async defaultViewId(userId: number, list: SavedViewList, trx: Knex = db) {
      const row = await trx('saved_view_defaults')
        .where({ user_id: userId, list })
        .first<{ view_id: number } | undefined>('view_id');
      return row?.view_id ?? null;
    },

    async setDefault(userId: number, list: SavedViewList, viewId: number | null, trx: Knex = db) {
      if (viewId === null) {
        await trx('saved_view_defaults').where({ user_id: userId, list }).delete();
        return;
      }
      await trx('saved_view_defaults')
        .insert({ user_id: userId, list, view_id: viewId })
        .onConflict(['user_id', 'list'])
        .merge({ view_id: viewId });
    },

    /** Drops other people's defaults that point at the view: a view made private is its owner's alone. */
    async clearOthersDefaults(viewId: number, ownerId: number, trx: Knex): Promise<void> {
      await trx('saved_view_defaults')
        .where({ view_id: viewId })
        .whereNot({ user_id: ownerId })
        .delete();
    },
  };
}

export type SavedViewsRepository = ReturnType<typeof createSavedViewsRepository>;
