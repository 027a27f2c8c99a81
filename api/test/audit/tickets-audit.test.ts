// A ticket's history: its creation, each status change and (un)assignment as its own readable
// action, the other edits with only what changed, its work logs (from the desk or the mobile
// app) and its deletion, each by the account that did it; nothing for a refused write.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditChange, Ticket, WorkLogListResponse } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, asManager, asSupport, type SignedIn } from '../helpers/accounts';
import { multipart } from '../helpers/multipart';
import { createCustomer } from '../customers/customer-factory';
import {
  addDays,
  newEngineer,
  ticketFields,
  todayOf,
  type TestEngineer,
  type TicketFixture,
} from '../tickets/ticket-factory';
import { auditedInject } from './rows-since';

const FILE_BYTES = 'audit-never-keeps-these-file-bytes';

describe('the audit trail of a ticket', () => {
  let t: TestApp;
  let admin: SignedIn;
  let manager: SignedIn;
  let support: SignedIn;
  let today: string;
  let customerId: number;
  let ana: TestEngineer;
  let bo: TestEngineer;
  before(async () => {
    t = await createTestApp();
    admin = await asAdmin(t.app, { username: 'Ada Admin' });
    manager = await asManager(t.app, { username: 'Max Manager' });
    support = await asSupport(t.app, { username: 'Sue Support' });
    today = todayOf(t);
    customerId = (await createCustomer(t, admin.cookie, { fields: { name: 'Ticket Audit Ltd' } }))
      .id;
    const fixture: TicketFixture = { t, cookie: admin.cookie, today };
    ana = await newEngineer(fixture, 'Ana Diaz');
    bo = await newEngineer(fixture, 'Bo Li');
  });
  after(async () => t.close());

  /** One JSON call (`cookie`: a staff or mobile session) and the audit rows it left. */
  const call = (
    cookie: string,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) => auditedInject(t, { method, url, payload, headers: { cookie } });

  /** POST /api/tickets as the form sends it, by the admin. */
  const create = async (
    engineerId: number,
    overrides: Record<string, string> = {},
    files: Parameters<typeof multipart>[1] = [],
  ) => {
    const body = multipart(ticketFields(today, { customerId, engineerId }, overrides), files);
    return auditedInject(t, {
      method: 'POST',
      url: '/api/tickets',
      payload: body.payload,
      headers: { ...body.headers, cookie: admin.cookie },
    });
  };
  const newTicket = async (overrides: Record<string, string> = {}) => {
    const { response } = await create(ana.id, overrides);
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as Ticket;
  };
  const label = (ticket: Ticket) => `${ticket.code} ${ticket.task_name}`;

  it('keeps the creation with its fields, the engineer by name and the files by name only', async () => {
    const { response, rows } = await create(ana.id, { task_name: 'Audit the core switch' }, [
      {
        field: 'documents',
        filename: 'site-plan.txt',
        content: Buffer.from(FILE_BYTES),
        type: 'text/plain',
      },
    ]);
    assert.equal(response.statusCode, 201, response.body);
    const ticket = response.json() as Ticket;
    assert.equal(rows.length, 1);
    const [creation] = rows;
    assert.deepEqual(
      [creation!.action, creation!.actor_name, creation!.actor_kind, creation!.entity],
      ['ticket.created', 'Ada Admin', 'staff', 'ticket'],
    );
    assert.equal(creation!.entity_id, String(ticket.id));
    assert.equal(creation!.entity_label, label(ticket));
    assert.match(creation!.entity_label!, /^#AIM-T-\d{3,} Audit the core switch$/);
    const set = Object.fromEntries(creation!.changes.map((c) => [c.field, c.to]));
    assert.equal(set.status, 'Offered');
    assert.equal(set.engineer, 'Ana Diaz');
    assert.equal(set.customer, 'Ticket Audit Ltd');
    assert.equal(set.priority, 'Medium');
    assert.deepEqual(set.documents, ['site-plan.txt']);
    assert.ok(!JSON.stringify(rows).includes(FILE_BYTES), 'never the file bytes');
  });

  it('records status changes and (un)assignments as their own actions, with the engineers’ names', async () => {
    const ticket = await newTicket();
    const url = `/api/tickets/${ticket.id}`;
    const steps: [Record<string, unknown>, string, AuditChange][] = [
      [
        { status: 'Accepted' },
        'ticket.status_changed',
        { field: 'status', from: 'Offered', to: 'Accepted' },
      ],
      [
        { engineer_id: bo.id },
        'ticket.assigned',
        { field: 'engineer', from: 'Ana Diaz', to: 'Bo Li' },
      ],
      [{ engineer_id: null }, 'ticket.unassigned', { field: 'engineer', from: 'Bo Li', to: null }],
      [
        { engineer_id: ana.id },
        'ticket.assigned',
        { field: 'engineer', from: null, to: 'Ana Diaz' },
      ],
    ];
    for (const [payload, action, change] of steps) {
      const { response, rows } = await call(support.cookie, 'PUT', url, payload);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(
        rows.map((r) => [r.action, r.actor_name, r.entity_label, r.changes]),
        [[action, 'Sue Support', label(ticket), [change]]],
      );
    }
    const same = await call(support.cookie, 'PUT', url, { status: 'Accepted' });
    assert.equal(same.response.statusCode, 200, same.response.body);
    assert.deepEqual(same.rows, [], 'the status it already has records nothing');
  });

  it('records a form edit with only the fields that changed, a new engineer as an assignment', async () => {
    const ticket = await newTicket();
    const url = `/api/tickets/${ticket.id}`;
    const form = ticketFields(
      today,
      { customerId, engineerId: bo.id },
      { task_name: 'Second visit', city: 'York', hourly_rate: '61.5' },
    );
    const edit = await call(manager.cookie, 'PUT', url, form);
    assert.equal(edit.response.statusCode, 200, edit.response.body);
    assert.deepEqual(
      edit.rows.map((r) => [r.action, r.actor_name, r.changes]),
      [
        ['ticket.assigned', 'Max Manager', [{ field: 'engineer', from: 'Ana Diaz', to: 'Bo Li' }]],
        [
          'ticket.updated',
          'Max Manager',
          [
            { field: 'task_name', from: 'Replace core switch', to: 'Second visit' },
            { field: 'city', from: 'Leeds', to: 'York' },
            { field: 'hourly_rate', from: '50.00', to: '61.50' },
          ],
        ],
      ],
    );
    assert.equal(edit.rows[0]!.entity_label, `${ticket.code} Second visit`);

    const same = await call(manager.cookie, 'PUT', url, form);
    assert.equal(same.response.statusCode, 200, same.response.body);
    assert.deepEqual(same.rows, []);

    const priority = await call(manager.cookie, 'PUT', url, { priority: 'High' });
    assert.equal(priority.response.statusCode, 200, priority.response.body);
    assert.deepEqual(
      priority.rows.map((r) => [r.action, r.changes]),
      [['ticket.updated', [{ field: 'priority', from: 'Medium', to: 'High' }]]],
    );
  });

  it('writes nothing for a refused write: a non-compliant engineer (409), an overlapping log (400)', async () => {
    const lapsing = await newEngineer(
      { t, cookie: admin.cookie, today },
      'Lee Lapsed',
      addDays(today, 1),
    );
    const refusedCreate = await create(lapsing.id);
    assert.equal(refusedCreate.response.statusCode, 409, refusedCreate.response.body);
    assert.deepEqual(refusedCreate.rows, []);

    const ticket = await newTicket();
    const refusedAssign = await call(support.cookie, 'PUT', `/api/tickets/${ticket.id}`, {
      engineer_id: lapsing.id,
    });
    assert.equal(refusedAssign.response.statusCode, 409, refusedAssign.response.body);
    assert.deepEqual(refusedAssign.rows, []);

    const day = addDays(today, 20);
    const log = { work_date: day, start_time: '09:00', end_time: '11:00', status: 'In Progress' };
    const first = await call(support.cookie, 'POST', `/api/tickets/${ticket.id}/work-logs`, log);
    assert.equal(first.response.statusCode, 201, first.response.body);
    const overlapping = await call(support.cookie, 'POST', `/api/tickets/${ticket.id}/work-logs`, {
      ...log,
      start_time: '10:00',
      end_time: '12:00',
    });
    assert.equal(overlapping.response.statusCode, 400, overlapping.response.body);
    assert.deepEqual(overlapping.rows, []);
    const kept = await t
      .db('audit_events')
      .where({ entity: 'ticket', entity_id: String(ticket.id) })
      .orderBy('id')
      .pluck('action');
    assert.deepEqual(kept, ['ticket.created', 'ticket.work_log_added']);
  });

  it('keeps work logs on the ticket’s history with date and hours; the mobile app acts as the engineer', async () => {
    const ticket = await newTicket();
    const day = addDays(today, 30);
    const added = await call(support.cookie, 'POST', `/api/tickets/${ticket.id}/work-logs`, {
      work_date: day,
      start_time: '09:00',
      end_time: '11:30',
      break_minutes: 0,
      status: 'In Progress',
    });
    assert.equal(added.response.statusCode, 201, added.response.body);
    assert.deepEqual(
      added.rows.map((r) => [r.action, r.actor_name, r.entity, r.entity_id, r.entity_label]),
      [['ticket.work_log_added', 'Sue Support', 'ticket', String(ticket.id), label(ticket)]],
    );
    const logged = Object.fromEntries(added.rows[0]!.changes.map((c) => [c.field, c.to]));
    assert.deepEqual(
      [logged.date, logged.start, logged.end, logged.hours, logged.engineer],
      [day, '09:00', '11:30', 2.5, 'Ana Diaz'],
    );

    const mobileLog = await call(
      ana.mobile,
      'POST',
      `/api/engineers/me/tickets/${ticket.id}/work-logs`,
      {
        work_date: day,
        start_time: '13:00',
        end_time: '14:00',
        break_minutes: 0,
        status: 'In Progress',
      },
    );
    assert.equal(mobileLog.response.statusCode, 201, mobileLog.response.body);
    assert.deepEqual(
      mobileLog.rows.map((r) => [r.action, r.actor_name, r.actor_kind]),
      [['ticket.work_log_added', 'Ana Diaz', 'engineer']],
    );

    const mobileStatus = await call(ana.mobile, 'PUT', `/api/engineers/me/tickets/${ticket.id}`, {
      status: 'In Progress',
    });
    assert.equal(mobileStatus.response.statusCode, 200, mobileStatus.response.body);
    assert.deepEqual(
      mobileStatus.rows.map((r) => [r.action, r.actor_name, r.actor_kind, r.changes]),
      [
        [
          'ticket.status_changed',
          'Ana Diaz',
          'engineer',
          [{ field: 'status', from: 'Offered', to: 'In Progress' }],
        ],
      ],
    );

    const list = added.response.json() as WorkLogListResponse;
    const logId = list.items[0]!.id;
    const removed = await call(
      support.cookie,
      'DELETE',
      `/api/tickets/${ticket.id}/work-logs/${logId}`,
    );
    assert.equal(removed.response.statusCode, 200, removed.response.body);
    assert.deepEqual(
      removed.rows.map((r) => [r.action, r.actor_name, r.entity_id]),
      [['ticket.work_log_deleted', 'Sue Support', String(ticket.id)]],
    );
    const was = Object.fromEntries(removed.rows[0]!.changes.map((c) => [c.field, c.from]));
    assert.deepEqual([was.date, was.hours, was.engineer], [day, 2.5, 'Ana Diaz']);
    assert.ok(removed.rows[0]!.changes.every((c) => c.to === null));

    const unknown = await call(
      support.cookie,
      'DELETE',
      `/api/tickets/${ticket.id}/work-logs/${logId}`,
    );
    assert.equal(unknown.response.statusCode, 404, unknown.response.body);
    assert.deepEqual(unknown.rows, []);
  });

  it('keeps a deleted ticket’s label and key fields', async () => {
    const ticket = await newTicket({ task_name: 'Short lived' });
    const deleted = await call(admin.cookie, 'DELETE', `/api/tickets/${ticket.id}`);
    assert.equal(deleted.response.statusCode, 200, deleted.response.body);
    assert.equal(deleted.rows.length, 1);
    const [gone] = deleted.rows;
    assert.deepEqual(
      [gone!.action, gone!.actor_name, gone!.entity_label],
      ['ticket.deleted', 'Ada Admin', `${ticket.code} Short lived`],
    );
    const was = Object.fromEntries(gone!.changes.map((c) => [c.field, c.from]));
    assert.deepEqual(
      [was.task_name, was.customer, was.engineer, was.status],
      ['Short lived', 'Ticket Audit Ltd', 'Ana Diaz', 'Offered'],
    );
    assert.ok(gone!.changes.every((c) => c.to === null));
  });
});
