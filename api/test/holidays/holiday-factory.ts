import type {
  Holiday,
  HolidayBodyInput,
  HolidayListResponse,
  HolidaySyncResult,
} from '@trellis/contracts';
import { createdRecord, recordCalls, type SignedInApp } from '../helpers/record-calls';

export { addDays, todayOf } from '../leads/lead-factory';

export type HolidayFixture = SignedInApp;

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

export const {
  send: sendHoliday,
  get: getHoliday,
  remove: deleteHoliday,
  list: listHolidays,
} = recordCalls<HolidayListResponse>('/api/holidays');

export async function createHoliday(
  fixture: HolidayFixture,
  overrides: Partial<Record<keyof HolidayBodyInput, unknown>> = {},
): Promise<Holiday> {
  return createdRecord<Holiday>(await sendHoliday(fixture, holidayBody(overrides)));
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
