// A lead's history: its creation with the fields it was given, each edit with only what changed
// (a status move as its own action, with the modal's reason), its copies and its deletion, each
// by the account that did it, and nothing for a write that was refused and rolled back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditChange, AuditEvent, LeadDetail } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asManager, type SignedIn } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { auditedInject, type AuditRow } from './rows-since';
import { addDays, addTicketFor, createLead, leadBody, todayOf } from '../leads/lead-factory';

describe('the audit trail of a lead', () => {
  let t: TestApp;
  let admin: SignedIn;
  let manager: SignedIn;
  let customer: { id: number; name: string };
  let today: string;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Ada Admin' });
    manager = await asManager(t.app, { username: 'Max Manager' });
    customer = await createCustomer(t, admin.cookie, { fields: { name: 'Lead Audit Ltd' } });
    today = todayOf(t);
  });
  after(async () => t.close());

  /** One call with its own request id, and the audit rows that request left, oldest first. */
  const call = (
    who: SignedIn,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => auditedInject(t, { method, url, payload, headers: { cookie: who.cookie } });
  const body = (overrides: Record<string, unknown> = {}) =>
    leadBody(today, customer.id, { task_name: 'Audit rack', ...overrides });
  const newLead = () => createLead({ t, cookie: admin.cookie }, { customer_id: customer.id });
  const fieldsOf = (changes: AuditChange[]) =>
    Object.fromEntries(changes.map((c) => [c.field, c.to]));

  it('keeps the creation with the fields set, and each edit with only what changed', async () => {
    const created = await call(admin, 'POST', '/api/leads', body());
    assert.equal(created.response.statusCode, 201, created.response.body);
    const lead = created.response.json() as LeadDetail;
    assert.equal(created.rows.length, 1);
    const [creation] = created.rows;
    assert.deepEqual(
      [creation!.action, creation!.actor_name, creation!.actor_kind, creation!.entity],
      ['lead.created', 'Ada Admin', 'staff', 'lead'],
    );
    assert.equal(creation!.entity_id, String(lead.id));
    assert.equal(creation!.entity_label, `${lead.code} Audit rack`);
    assert.match(creation!.entity_label!, /^#AIM-L-\d{3,} Audit rack$/);
    const set = fieldsOf(creation!.changes);
    assert.equal(set.task_name, 'Audit rack');
    assert.equal(set.customer, 'Lead Audit Ltd');
    assert.equal(set.status, 'BID');
    assert.equal(set.hourly_rate, '55.00');
    assert.ok(!('address_line_2' in set), 'a field left empty is not listed');
    assert.ok(creation!.changes.every((c) => c.from === null));

    const url = `/api/leads/${lead.id}`;
    const v2 = body({ task_name: 'Audit rack v2', hourly_rate: '60' });
    const edit = await call(manager, 'PUT', url, v2);
    assert.equal(edit.response.statusCode, 200, edit.response.body);
    assert.deepEqual(
      edit.rows.map((r) => [r.action, r.actor_name, r.entity_label]),
      [['lead.updated', 'Max Manager', `${lead.code} Audit rack v2`]],
    );
    assert.deepEqual(edit.rows[0]!.changes, [
      { field: 'task_name', from: 'Audit rack', to: 'Audit rack v2' },
      { field: 'hourly_rate', from: '55.00', to: '60.00' },
    ]);

    const same = await call(manager, 'PUT', url, v2);
    assert.equal(same.response.statusCode, 200, same.response.body);
    assert.deepEqual(same.rows, [], 'an edit that changes nothing records nothing');

    const confirmed = await call(
      manager,
      'PUT',
      url,
      body({ task_name: 'Audit rack v2', hourly_rate: '60', status: 'Confirm', city: 'Leeds' }),
    );
    assert.equal(confirmed.response.statusCode, 200, confirmed.response.body);
    assert.deepEqual(
      confirmed.rows.map((r) => [r.action, r.changes]),
      [
        ['lead.status_changed', [{ field: 'status', from: 'BID', to: 'Confirm' }]],
        ['lead.updated', [{ field: 'city', from: 'London', to: 'Leeds' }]],
      ],
    );

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/audit?entity=lead&entity_id=${lead.id}`,
      headers: { cookie: manager.cookie },
    });
    assert.equal(history.statusCode, 200, history.body);
    assert.deepEqual(
      (history.json().items as AuditEvent[]).map((e) => e.action),
      ['lead.updated', 'lead.status_changed', 'lead.updated', 'lead.created'],
    );
  });

  it('records a move from the status modal with its follow-up date and reason, and nothing for the same status', async () => {
    const lead = await newLead();
    const followUp = addDays(today, 7);
    const change = {
      status: 'Reschedule',
      reschedule_date: followUp,
      reason: 'Client postponed the visit',
    };
    const moved = await call(manager, 'PUT', `/api/leads/${lead.id}`, change);
    assert.equal(moved.response.statusCode, 200, moved.response.body);
    assert.deepEqual(
      moved.rows.map((r) => [r.action, r.actor_name, r.changes]),
      [
        [
          'lead.status_changed',
          'Max Manager',
          [
            { field: 'status', from: 'BID', to: 'Reschedule' },
            { field: 'reschedule_date', from: null, to: followUp },
            { field: 'reason', from: null, to: 'Client postponed the visit' },
          ],
        ],
      ],
    );
    const again = await call(manager, 'PUT', `/api/leads/${lead.id}`, change);
    assert.equal(again.response.statusCode, 200, again.response.body);
    assert.deepEqual(again.rows, []);
  });

  it('writes nothing for a refused write: a past start date (400), a lead a ticket uses (409)', async () => {
    const pastCreate = await call(
      admin,
      'POST',
      '/api/leads',
      body({ task_start_date: addDays(today, -3), task_end_date: addDays(today, -2) }),
    );
    assert.equal(pastCreate.response.statusCode, 400, pastCreate.response.body);
    assert.deepEqual(pastCreate.rows, []);

    const lead = await newLead();
    const pastEdit = await call(
      manager,
      'PUT',
      `/api/leads/${lead.id}`,
      body({ task_name: 'Never saved', task_start_date: addDays(today, -3) }),
    );
    assert.equal(pastEdit.response.statusCode, 400, pastEdit.response.body);
    assert.deepEqual(pastEdit.rows, []);

    await addTicketFor(t, lead);
    const refused = await call(admin, 'DELETE', `/api/leads/${lead.id}`);
    assert.equal(refused.response.statusCode, 409, refused.response.body);
    assert.deepEqual(refused.rows, []);
    const kept = await t.db('audit_events').where({ entity: 'lead', entity_id: String(lead.id) });
    assert.deepEqual(
      kept.map((r: AuditRow) => r.action),
      ['lead.created'],
    );
  });

  it('records a copy as the new lead’s creation naming its source, and a delete with its key fields', async () => {
    const lead = await newLead();
    const cloned = await call(admin, 'POST', `/api/leads/${lead.id}/clone`);
    assert.equal(cloned.response.statusCode, 201, cloned.response.body);
    const copy = cloned.response.json() as LeadDetail;
    assert.equal(cloned.rows.length, 1);
    const [creation] = cloned.rows;
    assert.equal(creation!.action, 'lead.created');
    assert.equal(creation!.entity_id, String(copy.id));
    assert.equal(creation!.entity_label, `${copy.code} ${lead.task_name}`);
    assert.deepEqual(creation!.changes[0], { field: 'cloned_from', from: null, to: lead.code });
    assert.equal(fieldsOf(creation!.changes).status, 'BID');

    const deleted = await call(admin, 'DELETE', `/api/leads/${copy.id}`);
    assert.equal(deleted.response.statusCode, 200, deleted.response.body);
    assert.equal(deleted.rows.length, 1);
    const [gone] = deleted.rows;
    assert.deepEqual(
      [gone!.action, gone!.actor_name, gone!.entity_label],
      ['lead.deleted', 'Ada Admin', `${copy.code} ${lead.task_name}`],
    );
    const was = Object.fromEntries(gone!.changes.map((c) => [c.field, c.from]));
    assert.equal(was.task_name, lead.task_name);
    assert.equal(was.customer, 'Lead Audit Ltd');
    assert.equal(was.status, 'BID');
    assert.ok(gone!.changes.every((c) => c.to === null));
  });
});
