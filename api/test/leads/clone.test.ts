import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadDetailSchema } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import {
  addDays,
  addTicketFor,
  changeStatus,
  createLead,
  historyRows,
  todayOf,
  type LeadFixture,
} from './lead-factory';

describe('POST /api/leads/:id/clone', () => {
  let t: TestApp;
  let staff: SignedIn;
  let fixture: LeadFixture;
  before(async () => {
    t = await createTestApp();
    staff = await asAdmin(t.app);
    fixture = { t, cookie: staff.cookie };
  });
  after(async () => t.close());

  const clone = (id: number | string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/leads/${id}/clone`,
      headers: { cookie: staff.cookie },
    });

  it('copies the lead under a new code as BID, without follow-up date or ticket link', async () => {
    const today = todayOf(t);
    const lead = await createLead(fixture, { hourly_rate: '61.25', tools: 'Ladder' });
    await changeStatus(fixture, lead.id, {
      status: 'Reschedule',
      reschedule_date: addDays(today, 4),
      reason: 'Later',
    });
    await addTicketFor(t, lead);

    const response = await clone(lead.id);
    assert.equal(response.statusCode, 201, response.body);
    const copy = leadDetailSchema.parse(response.json());
    assert.notEqual(copy.id, lead.id);
    assert.equal(copy.code, `#AIM-L-${String(copy.id).padStart(3, '0')}`);
    assert.notEqual(copy.code, lead.code);
    assert.equal(copy.status, 'BID');
    assert.equal(copy.reschedule_date, null);
    assert.deepEqual([copy.ticket_id, copy.ticket_code], [null, null]);
    const same = <T extends object>(o: T) => {
      const {
        id: _id,
        code: _code,
        status: _status,
        reschedule_date: _date,
        ticket_id: _ticket,
        ticket_code: _ticketCode,
        created_at: _created,
        updated_at: _updated,
        status_history: _history,
        ...rest
      } = o as Record<string, unknown>;
      return rest;
    };
    assert.deepEqual(same(copy), same(lead), 'every other field is copied');
    assert.deepEqual(
      copy.status_history.map((h) => [
        h.from_status,
        h.to_status,
        h.reschedule_date,
        h.changed_by_id,
      ]),
      [[null, 'BID', null, staff.user.id]],
      'the copy starts its own history',
    );
    assert.equal((await historyRows(t, lead.id)).length, 2, 'the original keeps its own');
  });

  it('copies an old lead as it is, even with its start date now in the past', async () => {
    const lead = await createLead(fixture);
    const past = addDays(todayOf(t), -30);
    await t
      .db('leads')
      .where({ id: lead.id })
      .update({ task_start_date: past, task_end_date: past });
    const response = await clone(lead.id);
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(response.json().task_start_date, past);
  });

  it('answers 404 for an unknown lead and 400 for a bad id', async () => {
    const before = await t.db('leads').count<{ n: number }[]>({ n: '*' }).first();
    const missing = await clone(999_999);
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Lead not found');
    assert.equal((await clone(2_147_483_648)).statusCode, 404);
    assert.equal((await clone('x')).statusCode, 400);
    const after = await t.db('leads').count<{ n: number }[]>({ n: '*' }).first();
    assert.equal(Number(after!.n), Number(before!.n));
  });
});
