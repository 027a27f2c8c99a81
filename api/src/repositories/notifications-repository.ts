import type { Knex } from 'knex';
import type {
  NotificationItem,
  NotificationListParams,
  NotificationListResponse,
  NotificationStats,
} from '@trellis/contracts';
import { epochMs } from './lead-rows';
import { pageBounds, prepared } from './prepared';
import { findItem } from './json-items';
import { isId } from '../lib/row-id';
import { withFields } from '../lib/with-fields';
import { isoFromEpoch } from '../lib/iso-time';

/** One notification as a JSON object. Named columns only: the statements are prepared. */
const NOTIFICATION_JSON = `json_build_object('id', n.id, 'kind', n.kind, 'title', n.title,
  'message', n.message, 'link', n.link, 'read', n.read_at is not null,
  'read_at', ${epochMs('n.read_at')}, 'created_at', ${epochMs('n.created_at')})`;

type NotificationJson = Omit<NotificationItem, 'read_at' | 'created_at'> & {
  read_at: number | null;
  created_at: number;
};

const toNotification = (row: NotificationJson): NotificationItem =>
  withFields(row, {
    read_at: row.read_at === null ? null : isoFromEpoch(row.read_at),
    created_at: isoFromEpoch(row.created_at),
  });

/** All and unread, from the aggregate notification_totals (migration 20261126031000). */
const STATS = `select coalesce(sum(notifications), 0)::int as total,
    coalesce(sum(notifications) filter (where not read), 0)::int as unread
  from notification_totals`;

/**
 * Newest first, from the index on (created_at desc, id desc), or its partial twin over the
 * unread ones; the filter is one of two fixed texts, so both statements stay prepared (with the
 * first page's size written in, see pageBounds).
 */
const list = (unread: boolean, bounds: string) => `select s.total, s.unread,
    (select coalesce(json_agg(x.item order by x.created_at desc, x.id desc), '[]'::json)
     from (select ${NOTIFICATION_JSON} as item, n.created_at, n.id from notifications n
           ${unread ? 'where n.read_at is null' : ''}
           order by n.created_at desc, n.id desc ${bounds}) x) as items
  from (${STATS}) s`;

const FIND = `select ${NOTIFICATION_JSON} as item from notifications n where n.id = ?`;

/**
 * Inserts a notification in `trx`, the transaction of the write that caused it (services/
 * notification-writer.ts), and answers its id.
 */
export async function insertNotification(
  trx: Knex,
  row: { kind: string; title: string; message: string; link: string | null },
): Promise<number> {
  const [inserted] = await trx('notifications').insert(row).returning<{ id: number }[]>('id');
  return inserted!.id;
}

export function createNotificationsRepository(db: Knex) {
  return {
    async list(query: NotificationListParams): Promise<NotificationListResponse> {
      const bounds = pageBounds(query.limit, query.page);
      const { rows } = await prepared<{
        rows: (NotificationStats & { items: NotificationJson[] })[];
      }>(db, list(query.unread, bounds.sql), bounds.bindings);
      const { items, ...stats } = rows[0]!;
      return {
        items: items.map(toNotification),
        total: query.unread ? stats.unread : stats.total,
        page: query.page,
        limit: query.limit,
        stats,
      };
    },

    async findById(id: number, trx: Knex = db): Promise<NotificationItem | undefined> {
      return findItem(trx, FIND, id, toNotification);
    },

    /** Marks one read; false when it does not exist. Reading it again changes nothing. */
    async markRead(id: number, trx: Knex): Promise<{ found: boolean; changed: boolean }> {
      if (!isId(id)) return { found: false, changed: false };
      const found = await trx('notifications').where({ id }).forUpdate().first('read_at');
      if (!found) return { found: false, changed: false };
      if (found.read_at !== null) return { found: true, changed: false };
      await trx('notifications').where({ id }).update({ read_at: trx.fn.now() });
      return { found: true, changed: true };
    },

    /** Every unread one, in one statement; answers how many. */
    async markAllRead(trx: Knex = db): Promise<number> {
      return trx('notifications').whereNull('read_at').update({ read_at: trx.fn.now() });
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
