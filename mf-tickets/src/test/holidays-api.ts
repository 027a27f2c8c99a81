import {
  ALL_COUNTRIES,
  API_ROUTES,
  holidayListQuerySchema,
  type Holiday,
} from '@trellis/contracts';
import { fixtures, http, HttpResponse } from '@trellis/platform/testing';

/**
 * GET /api/holidays over `holidays`, filtered by country and date range like the real one;
 * records every query in `requests`. The tickets and pickers fakes include it (no holidays by
 * default), so a screen that asks for holidays never meets an unhandled request.
 */
export function holidaysHandler(holidays: readonly Holiday[], requests: URLSearchParams[] = []) {
  return http.get(API_ROUTES.holidays, ({ request }) => {
    const params = new URL(request.url).searchParams;
    requests.push(params);
    const query = holidayListQuerySchema.parse(Object.fromEntries(params));
    const items = holidays.filter(
      (h) =>
        (query.country === ALL_COUNTRIES || h.country === query.country) &&
        (!query.from || h.date >= query.from) &&
        (!query.to || h.date <= query.to),
    );
    return HttpResponse.json(fixtures.holidayList(items, { limit: query.limit }));
  });
}
