import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MESSAGES, leadDetailSchema } from '@trellis/contracts';
import { addDays, changeStatus, createLead, historyRows, leadBody, sendLead } from './lead-factory';
import { ageLead, useLeadDesk } from './lead-desk';

describe('PUT /api/leads/:id from the status modal: status history', () => {
  const desk = useLeadDesk({ username: 'Status Changer' });
  /** `days` after the business today. */
  const inDays = (days: number) => addDays(desk.today, days);

  it('changes the status from the modal, keeping the follow-up date and the reason in the history', async () => {
    const lead = await createLead(desk);
    const followUp = inDays(7);
    const response = await changeStatus(desk, lead.id, {
      status: 'Reschedule',
      reschedule_date: followUp,
      reason: 'Client postponed the site visit',
    });
    assert.equal(response.statusCode, 200, response.body);
    const saved = leadDetailSchema.parse(response.json());
    assert.equal(saved.status, 'Reschedule');
    assert.equal(saved.reschedule_date, followUp);
    assert.equal(saved.task_name, lead.task_name, 'the other fields are untouched');
    assert.equal(saved.hourly_rate, lead.hourly_rate);
    const last = saved.status_history.at(-1)!;
    assert.equal(saved.status_history.length, 2);
    assert.deepEqual(
      {
        from: last.from_status,
        to: last.to_status,
        date: last.reschedule_date,
        reason: last.reason,
        by: last.changed_by_id,
        name: last.changed_by_name,
      },
      {
        from: 'BID',
        to: 'Reschedule',
        date: followUp,
        reason: 'Client postponed the site visit',
        by: desk.staff.user.id,
        name: 'Status Changer',
      },
    );
    assert.ok(Date.parse(last.changed_at) >= Date.parse(saved.status_history[0]!.changed_at));
  });

  it('clears the follow-up date for BID and Confirm, and records that change', async () => {
    const lead = await createLead(desk, { status: 'Cancelled', reschedule_date: inDays(3) });
    const response = await changeStatus(desk, lead.id, {
      status: 'Confirm',
      reschedule_date: inDays(9),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().reschedule_date, null);
    const rows = await historyRows(desk.t, lead.id);
    assert.deepEqual(
      rows.map((r) => [r.from_status, r.to_status, r.reschedule_date]),
      [
        [null, 'Cancelled', inDays(3)],
        ['Cancelled', 'Confirm', null],
      ],
    );
  });

  it('writes a history row when only the follow-up date moves, none when nothing changes', async () => {
    const lead = await createLead(desk, { status: 'Reschedule', reschedule_date: inDays(3) });
    const same = await changeStatus(desk, lead.id, {
      status: 'Reschedule',
      reschedule_date: inDays(3),
      reason: 'No change really',
    });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal((await historyRows(desk.t, lead.id)).length, 1);

    const moved = await changeStatus(desk, lead.id, {
      status: 'Reschedule',
      reschedule_date: inDays(5),
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const rows = await historyRows(desk.t, lead.id);
    assert.deepEqual(rows.at(-1), {
      from_status: 'Reschedule',
      to_status: 'Reschedule',
      reschedule_date: inDays(5),
      reason: null,
      changed_by: desk.staff.user.id,
    });

    // The edit form changing the status writes a row too (without a reason: it has none).
    const edited = await sendLead(
      desk,
      leadBody(desk.today, lead.customer_id, { status: 'BID' }),
      lead.id,
    );
    assert.equal(edited.statusCode, 200, edited.body);
    assert.deepEqual(
      (await historyRows(desk.t, lead.id)).map((r) => [r.from_status, r.to_status]),
      [
        [null, 'Reschedule'],
        ['Reschedule', 'Reschedule'],
        ['Reschedule', 'BID'],
      ],
    );
  });

  it('refuses a new follow-up date in the past but keeps a saved one that has passed', async () => {
    const lead = await createLead(desk);
    const passed = inDays(-2);
    await ageLead(desk, lead.id, inDays(-5), passed);

    const cancelled = await changeStatus(desk, lead.id, {
      status: 'Cancelled',
      reschedule_date: passed,
    });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    assert.equal(cancelled.json().reschedule_date, passed);

    const earlier = await changeStatus(desk, lead.id, {
      status: 'Cancelled',
      reschedule_date: inDays(-1),
    });
    assert.equal(earlier.statusCode, 400);
    assert.deepEqual(earlier.json().details, [
      { path: 'reschedule_date', message: LEAD_MESSAGES.followUpInPast },
    ]);
  });

  it('a refused status change writes neither the status nor a history row', async () => {
    const lead = await createLead(desk);
    for (const body of [
      { status: 'Won' },
      { status: 'Reschedule', reschedule_date: inDays(-1) },
      { status: 'Reschedule', reschedule_date: '2030-13-01' },
      { reason: 'Only a reason' },
      { status: 'Cancelled', reason: 'x'.repeat(1001) },
    ]) {
      const response = await changeStatus(desk, lead.id, body as never);
      assert.equal(response.statusCode, 400, JSON.stringify(body));
      assert.equal(response.json().code, 'VALIDATION_FAILED');
    }
    assert.equal((await desk.t.db('leads').where({ id: lead.id }).first()).status, 'BID');
    assert.equal((await historyRows(desk.t, lead.id)).length, 1);
  });

  it('writes the status and its history row in one transaction: a failed history write keeps the old status', async () => {
    const lead = await createLead(desk);
    // A fault injected after the status UPDATE: the history INSERT fails.
    await desk.t.db.raw(
      "alter table lead_status_changes add constraint test_refuse_reason check (reason is distinct from 'refuse me')",
    );
    try {
      const response = await changeStatus(desk, lead.id, {
        status: 'Cancelled',
        reason: 'refuse me',
      });
      assert.equal(response.statusCode, 500);
    } finally {
      await desk.t.db.raw('alter table lead_status_changes drop constraint test_refuse_reason');
    }
    const stored = await desk.t.db('leads').where({ id: lead.id }).first();
    assert.equal(stored.status, 'BID', 'the status change was rolled back with it');
    assert.equal((await historyRows(desk.t, lead.id)).length, 1);
  });

  it('keeps one unbroken history under concurrent status changes', async () => {
    const lead = await createLead(desk);
    const statuses = ['Confirm', 'Cancelled', 'BID', 'Reschedule', 'Confirm', 'Cancelled'];
    const responses = await Promise.all(
      statuses.map((status) => changeStatus(desk, lead.id, { status })),
    );
    for (const r of responses) assert.equal(r.statusCode, 200, r.body);
    const rows = await historyRows(desk.t, lead.id);
    const stored = await desk.t.db('leads').where({ id: lead.id }).first();
    for (let i = 1; i < rows.length; i += 1)
      assert.equal(rows[i]!.from_status, rows[i - 1]!.to_status, `row ${i} follows row ${i - 1}`);
    assert.equal(rows.at(-1)!.to_status, stored.status);
    assert.ok(rows.length >= 2);
  });
});
