import type { Knex } from 'knex';
import {
  monthDays,
  type AttendanceParams,
  type AttendanceResponse,
  type AttendanceRow,
} from '@trellis/contracts';
import { attendanceDays, attendanceGrid, type AttendanceRaw } from './attendance-grid';
import { cursorRows, type ExportRow } from './export-cursor';
import { toAttendanceRow } from './attendance-rows';
import { engineerSearchIds } from './engineer-search';
import { named, type Fragment } from './named-bindings';
import { pageBounds, prepared } from './prepared';

type AttendanceFilters = Pick<AttendanceParams, 'month' | 'search'>;

/** Every engineer (any status: a deactivated one may have worked that month), by name. */
const ENGINEERS = "from users u where u.role = 'engineer'";
const ORDER = 'order by u.username, u.id';

/**
 * The page in one statement: its engineers by name (the name index; a first page's limit written
 * in, so the plan is kept), `total` (unfiltered, the engineers counter; a search counts its
 * matches) and their days (attendance-grid.ts), each row as [id, username, days]. The page's
 * rows are joined to their days and aggregated in the page's order once: no other sort.
 */
const PAGE = (filtered: boolean) => `with page as (
    select u.id, u.username ${ENGINEERS}:filter ${ORDER} :bounds),
  days as (${attendanceDays((column) => `${column} = any((select array_agg(p.id) from page p)::int[])`)})
  select ${
    filtered
      ? `(select count(*) ${ENGINEERS}:filter)::int`
      : "coalesce((select value from counters where name = 'engineers'), 0)::int"
  } as total,
  (select coalesce(json_agg(json_build_array(p.id, p.username, coalesce(d.days, '[]'::json))
      order by p.username, p.id), '[]'::json)
    from page p left join days d on d.engineer_id = p.id) as items`;

/** The month's first and last day. */
function bounds(days: string[]) {
  return { first: days[0]!, last: days[days.length - 1]! };
}

async function engineerFilter(db: Knex, search: string): Promise<Fragment> {
  if (!search) return { sql: '', bindings: [] };
  const ids = await engineerSearchIds(db, search);
  return { sql: ` and u.id in (${ids.sql})`, bindings: ids.bindings };
}

export function createAttendanceRepository(db: Knex) {
  return {
    /** A page of engineers by name with their month, in one statement (PAGE). */
    async page(query: AttendanceParams): Promise<AttendanceResponse> {
      const filter = await engineerFilter(db, query.search);
      const days = monthDays(query.month);
      const page = named(PAGE(filter.sql !== ''), {
        filter,
        bounds: pageBounds(query.limit, query.page),
        ...bounds(days),
      });
      type Page = { total: number; items: [number, string, AttendanceRaw['days']][] };
      const { rows } = await prepared<{ rows: Page[] }>(db, page.sql, page.bindings);
      const { total, items } = rows[0]!;
      return {
        month: query.month,
        days,
        items: items.map(([id, username, days]): AttendanceRow =>
          toAttendanceRow({ id, username, days }),
        ),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * The export's rows: one statement over every matching engineer, read through a cursor. The
     * search is resolved now, so its failure is an error answer rather than a broken download.
     */
    async exportRows(filters: AttendanceFilters): Promise<AsyncGenerator<ExportRow>> {
      const filter = await engineerFilter(db, filters.search);
      const statement = named(
        attendanceGrid(
          `select u.id, u.username ${ENGINEERS}:filter`,
          (column) => `${column} in (select id from e)`,
        ),
        { ...bounds(monthDays(filters.month)), filter },
      );
      return cursorRows(db, statement);
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
