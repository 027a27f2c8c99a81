import {
  API_ROUTES,
  ALL_COUNTRIES,
  holidayListQuerySchema,
  type Holiday,
  type HolidayBody,
} from '@trellis/contracts';
import { apiErrorResponse, fakeListApi, fixtures } from '@trellis/platform/testing';

/**
 * An in-memory holidays API that searches, filters and pages like the real one; `imported` holds
 * the ids each import wrote, by import id, for `import_id`.
 */
export function fakeHolidaysApi(rows: Holiday[], imported: Record<number, number[]> = {}) {
  return fakeListApi({
    path: API_ROUTES.holidays,
    rows,
    query: holidayListQuerySchema,
    createdAt: 'end',
    matches: (row, query) =>
      `${row.title}\n${row.type}`.toLowerCase().includes(query.search.toLowerCase()) &&
      (query.country === ALL_COUNTRIES || row.country === query.country) &&
      (query.status === 'all' || row.status === query.status) &&
      (query.import_id === undefined || (imported[query.import_id] ?? []).includes(row.id)),
    answer: (items, all, query) =>
      fixtures.holidayList(items, {
        total: all.length,
        page: query.page,
        limit: query.limit,
        stats: {
          active: all.filter((m) => m.status === 'active').length,
          countries: new Set(all.map((m) => m.country)).size,
        },
      }),
    save: (body: HolidayBody, id, before, stored) =>
      !before && stored.some((r) => r.title === body.title && r.date === body.date)
        ? apiErrorResponse(409, `${body.title} already exists on that date`, 'CONFLICT')
        : fixtures.holiday({ ...before, ...body, id }),
  });
}

/** `count` holidays, `Holiday 1`.. in date order, all in the United Kingdom. */
export function holidayRows(count: number): Holiday[] {
  return Array.from({ length: count }, (_, i) =>
    fixtures.holiday({
      id: i + 1,
      title: `Holiday ${i + 1}`,
      date: `2026-${String(Math.floor(i / 28) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }),
  );
}
