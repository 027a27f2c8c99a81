import type { Knex } from 'knex';
import {
  monthDays,
  type AttendanceParams,
  type AttendanceResponse,
  type AttendanceRow,
} from '@trellis/contracts';
import { attendanceGrid, type AttendanceRaw } from './attendance-grid';
import { cursorRows, type ExportRow } from './export-cursor';
import { toAttendanceRow } from './attendance-rows';
import { engineerSearchIds } from './engineer-search';
import { named, type Fragment } from './named-bindings';
import { prepared } from './prepared';

type AttendanceFilters = Pick<AttendanceParams, 'month' | 'search'>;

/** Every engineer (any status: a deactivated one may have worked that month), by name. */
const ENGINEERS = "from users u where u.role = 'engineer'";
const ORDER = 'order by u.username, u.id';

/**
 * The page's ids and `total`: unfiltered, the engineers counter and the name index; a search
 * counts its matches.
 */
const PAGE = (filtered: boolean) => `select ${
  filtered
    ? `(select count(*) ${ENGINEERS}:filter)::int`
    : "coalesce((select value from counters where name = 'engineers'), 0)::int"
} as total,
  (select coalesce(array_agg(p.id order by p.username, p.id), '{}') from
    (select u.id, u.username ${ENGINEERS}:filter ${ORDER} limit :limit offset :offset) p) as ids`;

/** The month's first and last day. */
function bounds(month: string) {
  const days = monthDays(month);
  return { first: days[0]!, last: days[days.length - 1]! };
}

async function engineerFilter(db: Knex, search: string): Promise<Fragment> {
  if (!search) return { sql: '', bindings: [] };
  const ids = await engineerSearchIds(db, search);
  return { sql: ` and u.id in (${ids.sql})`, bindings: ids.bindings };
}

export function createAttendanceRepository(db: Knex) {
  return {
    /** A page of engineers by name, then their month in one statement (attendance-grid.ts). */
    async page(query: AttendanceParams): Promise<AttendanceResponse> {
      const filter = await engineerFilter(db, query.search);
      const page = named(PAGE(filter.sql !== ''), {
        filter,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      const { rows } = await prepared<{ rows: { total: number; ids: number[] }[] }>(
        db,
        page.sql,
        page.bindings,
      );
      const { total, ids } = rows[0]!;
      const grid = named(
        attendanceGrid(
          `select u.id, u.username from users u where u.id = any(:ids::int[])`,
          (column) => `${column} = any(:ids::int[])`,
        ),
        { ...bounds(query.month), ids },
      );
      const items = ids.length
        ? (await prepared<{ rows: AttendanceRaw[] }>(db, grid.sql, grid.bindings)).rows
        : [];
      return {
        month: query.month,
        days: monthDays(query.month),
        items: items.map((row): AttendanceRow => toAttendanceRow(row)),
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
        { ...bounds(filters.month), filter },
      );
      return cursorRows(db, statement);
    },
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
