import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { leadDetailSchema } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, type SignedIn } from '../helpers/accounts';
import { PNG_1X1 } from '../helpers/multipart';
import { createCustomer } from '../customers/customer-factory';
import {
  addDays,
  addTicketFor,
  changeStatus,
  createLead,
  getLead,
  todayOf,
  type LeadFixture,
} from './lead-factory';

describe('GET /api/leads/:id', () => {
  let t: TestApp;
  let staff: SignedIn;
  let fixture: LeadFixture;
  before(async () => {
    t = await createTestApp();
    staff = await asAdmin(t.app, { username: 'History Writer' });
    fixture = { t, cookie: staff.cookie };
  });
  after(async () => t.close());

  it('answers the lead with its customer, its ticket link and its status history, oldest first', async () => {
    const customer = await createCustomer(t, staff.cookie, {
      fields: { name: 'Pictured Ltd' },
      files: [{ field: 'profileImage', filename: 'p.png', content: PNG_1X1, type: 'image/png' }],
    });
    const lead = await createLead(fixture, { customer_id: customer.id });
    const followUp = addDays(todayOf(t), 2);
    await changeStatus(fixture, lead.id, {
      status: 'Reschedule',
      reschedule_date: followUp,
      reason: 'Waiting for access',
    });
    await changeStatus(fixture, lead.id, { status: 'Confirm', reason: 'Go ahead' });
    const ticketId = await addTicketFor(t, lead);

    const response = await getLead(fixture, lead.id);
    assert.equal(response.statusCode, 200, response.body);
    const detail = leadDetailSchema.parse(response.json());
    assert.equal(detail.customer_name, 'Pictured Ltd');
    assert.equal(detail.customer_code, customer.code);
    assert.equal(detail.profile_image, customer.profile_image);
    assert.match(detail.profile_image ?? '', /^\/api\/files\/\d+$/);
    assert.equal(detail.ticket_id, ticketId);
    assert.equal(detail.ticket_code, `#AIM-T-${String(ticketId).padStart(3, '0')}`);
    assert.deepEqual(
      detail.status_history.map((h) => [h.from_status, h.to_status, h.reschedule_date, h.reason]),
      [
        [null, 'BID', null, null],
        ['BID', 'Reschedule', followUp, 'Waiting for access'],
        ['Reschedule', 'Confirm', null, 'Go ahead'],
      ],
    );
    assert.ok(detail.status_history.every((h) => h.changed_by_name === 'History Writer'));
    const times = detail.status_history.map((h) => Date.parse(h.changed_at));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => a - b),
    );
  });

  it('keeps the history of a user who was deleted, without naming them', async () => {
    const other = await asAdmin(t.app, { username: 'Leaver' });
    const lead = await createLead({ t, cookie: other.cookie });
    await t.db('sessions').where({ user_id: other.user.id }).delete();
    await t.db('users').where({ id: other.user.id }).delete();
    const detail = (await getLead(fixture, lead.id)).json();
    assert.deepEqual(
      [detail.status_history[0].changed_by_id, detail.status_history[0].changed_by_name],
      [null, null],
    );
  });

  it('answers 404 for an unknown lead and 400 for a bad id', async () => {
    const missing = await getLead(fixture, 999_999);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Lead not found', code: 'NOT_FOUND' });
    assert.equal((await getLead(fixture, 2_147_483_648)).statusCode, 404);
    for (const id of ['abc', '0', '-1', '1.5'])
      assert.equal((await getLead(fixture, id)).statusCode, 400, id);
  });
});
