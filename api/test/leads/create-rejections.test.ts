import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { businessToday, LEAD_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { countRows } from '../customers/customer-factory';
import {
  addDays,
  leadBody,
  newCustomer,
  sendLead,
  todayOf,
  type LeadFixture,
} from './lead-factory';

describe('POST /api/leads: refusals write nothing', () => {
  let t: TestApp;
  let staff: SignedIn;
  let fixture: LeadFixture;
  let customerId: number;
  let today: string;
  before(async () => {
    t = await createTestApp();
    staff = await asAdmin(t.app, { username: 'Lead Author' });
    fixture = { t, cookie: staff.cookie };
    customerId = (await newCustomer(fixture, 'Northwind Networks')).id;
    today = todayOf(t);
  });
  after(async () => t.close());

  const post = (overrides: Record<string, unknown> = {}) =>
    sendLead(fixture, leadBody(today, customerId, overrides));

  /** The 400's details as "path: message". */
  const problems = (response: { json(): { details?: { path: string; message: string }[] } }) =>
    (response.json().details ?? []).map((d) => `${d.path}: ${d.message}`);

  it('refuses an empty body with every required field of the lead form named, and writes nothing', async () => {
    const before = await countRows(t, 'leads');
    const response = await sendLead(fixture, {});
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    assert.deepEqual(problems(response), [
      'task_name: Task Name is required',
      'customer_id: Customer is required',
      'lead_type: Lead Type is required',
      'end_client_name: End Client Name is required',
      'task_start_date: Task Start Date is required',
      'task_end_date: Task End Date is required',
      'task_time_hours: Task Time is required',
      'scope_of_work: Scope of Work is required',
      'apartment: Apartment is required',
      'address_line_1: Address Line 1 is required',
      'city: City is required',
      'country: Country is required',
      'zip_code: Zip Code is required',
      'timezone: Timezone is required',
      'currency: Currency is required',
      'hourly_rate: Hourly Rate is required',
      'half_day_rate: Half Day Rate is required',
      'full_day_rate: Full Day Rate is required',
      'status: Status is required',
    ]);
    assert.equal(response.json().message, 'Task Name is required (and 18 more)');
    assert.equal(await countRows(t, 'leads'), before);
  });

  it('refuses a start date in the past and an end date before the start', async () => {
    const past = await post({ task_start_date: addDays(today, -1), task_end_date: today });
    assert.equal(past.statusCode, 400);
    assert.deepEqual(problems(past), [`task_start_date: ${LEAD_MESSAGES.startDateInPast}`]);
    assert.equal(past.json().message, 'Start date cannot be in the past');

    const backwards = await post({
      task_start_date: addDays(today, 5),
      task_end_date: addDays(today, 4),
    });
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(problems(backwards), [`task_end_date: ${LEAD_MESSAGES.endBeforeStart}`]);

    const todayOnly = await post({ task_start_date: today, task_end_date: today });
    assert.equal(todayOnly.statusCode, 201, 'today is not in the past');
    const badDate = await post({ task_start_date: '2030-02-30' });
    assert.deepEqual(problems(badDate), [
      'task_start_date: Task Start Date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('keeps a follow-up date for Reschedule and Cancelled only, never in the past', async () => {
    const followUp = addDays(today, 10);
    const rescheduled = await post({ status: 'Reschedule', reschedule_date: followUp });
    assert.equal(rescheduled.statusCode, 201, rescheduled.body);
    assert.equal(rescheduled.json().reschedule_date, followUp);
    assert.equal(rescheduled.json().status_history[0].reschedule_date, followUp);

    for (const status of ['BID', 'Confirm']) {
      const cleared = await post({ status, reschedule_date: followUp });
      assert.equal(cleared.statusCode, 201, cleared.body);
      assert.equal(cleared.json().reschedule_date, null, `${status} clears the follow-up date`);
    }

    const past = await post({ status: 'Cancelled', reschedule_date: addDays(today, -1) });
    assert.equal(past.statusCode, 400);
    assert.deepEqual(problems(past), [`reschedule_date: ${LEAD_MESSAGES.followUpInPast}`]);
  });

  it('answers 400 with the contract message for a customer that does not exist, never a 500', async () => {
    const before = await countRows(t, 'leads');
    for (const customer_id of [999_999, 2_147_483_648, '999999']) {
      const response = await post({ customer_id });
      assert.equal(response.statusCode, 400, `${customer_id}: ${response.body}`);
      assert.deepEqual(response.json(), {
        code: 'VALIDATION_FAILED',
        message: LEAD_MESSAGES.customerNotFound,
        details: [{ path: 'customer_id', message: LEAD_MESSAGES.customerNotFound }],
      });
    }
    assert.equal(await countRows(t, 'leads'), before);
    assert.equal((await post({ customer_id: 0 })).statusCode, 400);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: 'task_name=x',
      headers: { cookie: fixture.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(response.statusCode, 415);
  });

  it('counts "the past" from the business today of APP_TIME_ZONE, not the server clock', async () => {
    // UTC+14 and UTC-11 are always on different days: Pago Pago's today is Kiritimati's
    // yesterday. Whatever the server clock's day, one of the two answers would be wrong.
    const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;
    const apps = await Promise.all(zones.map((APP_TIME_ZONE) => createTestApp({ APP_TIME_ZONE })));
    try {
      const pagoPagoToday = businessToday(zones[1]);
      const statuses = [];
      for (const app of apps) {
        const appFixture = { t: app, cookie: (await asAdmin(app.app)).cookie };
        const customer = await newCustomer(appFixture);
        const response = await sendLead(
          appFixture,
          leadBody(todayOf(app), customer.id, {
            task_start_date: pagoPagoToday,
            task_end_date: addDays(pagoPagoToday, 2),
          }),
        );
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [400, 201]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
