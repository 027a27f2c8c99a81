import {
  businessToday,
  type Holiday,
  type HolidayBodyInput,
  type HolidayListResponse,
  type HolidaySyncResult,
} from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';
import { getList, type ListQuery } from '../helpers/list-call';

export interface HolidayFixture {
  t: TestApp;
  cookie: string;
}

/** The business today of the app under test (APP_TIME_ZONE): what `current_date` reads. */
export const todayOf = (t: TestApp) => businessToday(t.config.APP_TIME_ZONE);

/** `days` after `day` (both YYYY-MM-DD); negative goes back. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function holidayBody(
  overrides: Partial<Record<keyof HolidayBodyInput, unknown>> = {},
): Record<string, unknown> {
  return {
    title: 'Founders Day',
    type: 'Public Holiday',
    country: 'United Kingdom',
    date: '2026-06-15',
    ...overrides,
  };
}

/** POST /api/holidays (no id) or PUT /api/holidays/:id with a JSON body. */
export function sendHoliday({ t, cookie }: HolidayFixture, payload: unknown, id?: number | string) {
  return t.app.inject({
    method: id === undefined ? 'POST' : 'PUT',
    url: id === undefined ? '/api/holidays' : `/api/holidays/${id}`,
    payload: payload as Record<string, unknown>,
    headers: { cookie },
  });
}

export async function createHoliday(
  fixture: HolidayFixture,
  overrides: Partial<Record<keyof HolidayBodyInput, unknown>> = {},
): Promise<Holiday> {
  const response = await sendHoliday(fixture, holidayBody(overrides));
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Holiday;
}

export function getHoliday({ t, cookie }: HolidayFixture, id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/holidays/${id}`, headers: { cookie } });
}

export function deleteHoliday({ t, cookie }: HolidayFixture, id: number | string) {
  return t.app.inject({ method: 'DELETE', url: `/api/holidays/${id}`, headers: { cookie } });
}

/** GET /api/holidays with a query, asserting 200. */
export function listHolidays({ t, cookie }: HolidayFixture, query: ListQuery = {}) {
  return getList<HolidayListResponse>(t, cookie, '/api/holidays', query);
}

/** POST /api/holidays/sync, without asserting. */
export function postSync({ t, cookie }: HolidayFixture, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/holidays/sync',
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** POST /api/holidays/sync, asserting 200. */
export async function syncHolidays(
  fixture: HolidayFixture,
  country?: string,
): Promise<HolidaySyncResult> {
  const response = await postSync(fixture, country === undefined ? {} : { country });
  if (response.statusCode !== 200)
    throw new Error(`sync failed: ${response.statusCode} ${response.body}`);
  return response.json() as HolidaySyncResult;
}
