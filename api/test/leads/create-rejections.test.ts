import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { businessToday, LEAD_MESSAGES, leadBodySchema } from '@trellis/contracts';
import { createTestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { countRows } from '../customers/customer-factory';
import { addDays, leadBody, newCustomer, sendLead, todayOf } from './lead-factory';
import { postLead, problems, useLeadDesk } from './lead-desk';

describe('POST /api/leads: refusals write nothing', () => {
  const desk = useLeadDesk({ username: 'Lead Author', customerName: 'Northwind Networks' });

  it('refuses an empty body with every required field of the lead form named, and writes nothing', async () => {
    const before = await countRows(desk.t, 'leads');
    const response = await sendLead(desk, {});
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'VALIDATION_FAILED');
    // Exactly the form's own refusals, field by field: the contract's tests hold their words to
    // the spec's, so the API is held to the contract here rather than to a second copy of them.
    const formProblems = leadBodySchema
      .safeParse({})
      .error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    assert.equal(formProblems.length, 19);
    assert.deepEqual(problems(response), formProblems);
    assert.equal(response.json().message, 'Task Name is required (and 18 more)');
    assert.equal(await countRows(desk.t, 'leads'), before);
  });

  it('refuses a start date in the past and an end date before the start', async () => {
    const past = await postLead(desk, {
      task_start_date: addDays(desk.today, -1),
      task_end_date: desk.today,
    });
    assert.equal(past.statusCode, 400);
    assert.deepEqual(problems(past), [`task_start_date: ${LEAD_MESSAGES.startDateInPast}`]);
    assert.equal(past.json().message, 'Start date cannot be in the past');

    const backwards = await postLead(desk, {
      task_start_date: addDays(desk.today, 5),
      task_end_date: addDays(desk.today, 4),
    });
    assert.equal(backwards.statusCode, 400);
    assert.deepEqual(problems(backwards), [`task_end_date: ${LEAD_MESSAGES.endBeforeStart}`]);

    const todayOnly = await postLead(desk, {
      task_start_date: desk.today,
      task_end_date: desk.today,
    });
    assert.equal(todayOnly.statusCode, 201, 'today is not in the past');
    const badDate = await postLead(desk, { task_start_date: '2030-02-30' });
    assert.deepEqual(problems(badDate), [
      'task_start_date: Task Start Date must be a date (YYYY-MM-DD)',
    ]);
  });

  it('keeps a follow-up date for Reschedule and Cancelled only, never in the past', async () => {
    const followUp = addDays(desk.today, 10);
    const rescheduled = await postLead(desk, { status: 'Reschedule', reschedule_date: followUp });
    assert.equal(rescheduled.statusCode, 201, rescheduled.body);
    assert.equal(rescheduled.json().reschedule_date, followUp);
    assert.equal(rescheduled.json().status_history[0].reschedule_date, followUp);

    for (const status of ['BID', 'Confirm']) {
      const cleared = await postLead(desk, { status, reschedule_date: followUp });
      assert.equal(cleared.statusCode, 201, cleared.body);
      assert.equal(cleared.json().reschedule_date, null, `${status} clears the follow-up date`);
    }

    const past = await postLead(desk, {
      status: 'Cancelled',
      reschedule_date: addDays(desk.today, -1),
    });
    assert.equal(past.statusCode, 400);
    assert.deepEqual(problems(past), [`reschedule_date: ${LEAD_MESSAGES.followUpInPast}`]);
  });

  it('answers 400 with the contract message for a customer that does not exist, never a 500', async () => {
    const before = await countRows(desk.t, 'leads');
    for (const customer_id of [999_999, 2_147_483_648, '999999']) {
      const response = await postLead(desk, { customer_id });
      assert.equal(response.statusCode, 400, `${customer_id}: ${response.body}`);
      assert.deepEqual(response.json(), {
        code: 'VALIDATION_FAILED',
        message: LEAD_MESSAGES.customerNotFound,
        details: [{ path: 'customer_id', message: LEAD_MESSAGES.customerNotFound }],
      });
    }
    assert.equal(await countRows(desk.t, 'leads'), before);
    assert.equal((await postLead(desk, { customer_id: 0 })).statusCode, 400);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await desk.t.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: 'task_name=x',
      headers: { cookie: desk.cookie, 'content-type': 'application/x-www-form-urlencoded' },
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
