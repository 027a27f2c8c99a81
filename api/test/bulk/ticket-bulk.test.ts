import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BULK_MESSAGES,
  ENGINEER_MESSAGES,
  bulkUndoResponseSchema,
  displayCode,
  type Ticket,
} from '@trellis/contracts';
import { asSupport } from '../helpers/accounts';
import { rowsOf } from '../audit/rows-since';
import { PDF_BYTES } from '../helpers/multipart';
import {
  addDays,
  confirmedLead,
  createTicket,
  getTicket,
  newEngineer,
  putTicket,
} from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { bulkCall, bulkDone, getRun, undoRun } from './bulk-calls';

describe('POST /api/tickets/bulk', () => {
  const desk = useTicketDesk('Bulk Sites', { engineer: 'Ellen Ripley', other: 'Dwayne Hicks' });

  const tickets = async (n: number, overrides: Record<string, string> = {}) => {
    const made: Ticket[] = [];
    for (let i = 0; i < n; i += 1)
      made.push(
        await createTicket(
          desk,
          { customerId: desk.customerId, engineerId: desk.engineer.id },
          { task_name: `Bulk job ${i}`, ...overrides },
        ),
      );
    return made;
  };
  const statusOf = async (id: number) => ((await getTicket(desk, id)).json() as Ticket).status;

  it('changes each ticket’s status as one change would, audits each and the run, and reports a missing one', async () => {
    const [a, b, c] = await tickets(3);
    await putTicket(desk, c!.id, { status: 'Accepted' });
    const { result: run, rows } = await rowsOf(desk.t, () =>
      bulkDone(desk.t, desk.cookie, 'tickets', {
        action: 'status',
        params: { status: 'Accepted' },
        ids: [a!.id, b!.id, c!.id, 999_999],
      }),
    );
    assert.deepEqual(
      [run.total, run.processed, run.succeeded, run.failures],
      [
        4,
        4,
        3,
        [{ id: 999_999, label: displayCode('ticket', 999_999), reason: 'Ticket not found' }],
      ],
    );
    assert.ok(run.undo_until && Date.parse(run.undo_until) > Date.now());
    assert.deepEqual(
      [await statusOf(a!.id), await statusOf(b!.id), await statusOf(c!.id)],
      ['Accepted', 'Accepted', 'Accepted'],
    );
    // One status row per ticket that changed (c already was Accepted), then the run's own.
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity_id === null ? null : Number(r.entity_id)]),
      [
        ['ticket.status_changed', a!.id],
        ['ticket.status_changed', b!.id],
        ['bulk_action.applied', null],
      ],
    );
    await desk.events.waitFor('ticket:updated', (d) => d.id === b!.id && d.status === 'Accepted');
  });

  it('writes each ticket the audit row and event one PUT would, down to the label and change', async () => {
    const [alone, inBulk] = await tickets(2);
    const single = await rowsOf(desk.t, () => putTicket(desk, alone!.id, { priority: 'High' }));
    const bulk = await rowsOf(desk.t, () =>
      bulkDone(desk.t, desk.cookie, 'tickets', {
        action: 'priority',
        params: { priority: 'High' },
        ids: [inBulk!.id],
      }),
    );
    const shape = (row: (typeof single.rows)[number], ticket: Ticket) => ({
      action: row.action,
      entity: row.entity,
      label: row.entity_label?.replace(ticket.code, 'CODE').replace(ticket.task_name, 'NAME'),
      changes: row.changes,
      actor: row.actor_name,
    });
    assert.deepEqual(shape(bulk.rows[0]!, inBulk!), shape(single.rows[0]!, alone!));
    const heard = async (id: number) =>
      (await desk.events.waitFor('ticket:updated', (d) => d.id === id && d.priority === 'High'))
        .data;
    const keys = (data: Record<string, unknown>) => Object.keys(data).sort();
    assert.deepEqual(keys(await heard(inBulk!.id)), keys(await heard(alone!.id)));
  });

  it('selects by the list’s filter on the server, ignoring page and limit', async () => {
    const made = await tickets(3, { task_name: 'Filtered pump survey' });
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'priority',
      params: { priority: 'Urgent' },
      filter: 'search=pump+survey&page=3&limit=1',
    });
    assert.equal(run.total, 3);
    assert.equal(run.succeeded, 3);
    for (const ticket of made)
      assert.equal(((await getTicket(desk, ticket.id)).json() as Ticket).priority, 'Urgent');
    const bad = await bulkCall(desk.t, desk.cookie, 'tickets', {
      action: 'priority',
      params: { priority: 'Urgent' },
      filter: 'status=Nonsense',
    });
    assert.equal(bad.statusCode, 400, bad.body);
    const none = await bulkCall(desk.t, desk.cookie, 'tickets', {
      action: 'priority',
      params: { priority: 'Urgent' },
      filter: 'search=nothing+matches+this+at+all',
    });
    assert.equal(none.statusCode, 400);
    assert.equal(none.json().message, BULK_MESSAGES.noMatch);
  });

  it('reports the tickets an engineer cannot take, with the board’s reason, and assigns the rest', async () => {
    const expiry = addDays(desk.today, 10);
    const lapsing = await newEngineer(desk, 'Carter Burke', expiry);
    const [short] = await tickets(1, { task_end_date: addDays(desk.today, 5) });
    const [long] = await tickets(1, { task_end_date: addDays(desk.today, 30) });
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'engineer',
      params: { engineer_id: lapsing.id },
      ids: [short!.id, long!.id],
    });
    assert.equal(run.succeeded, 1);
    assert.deepEqual(run.failures, [
      {
        id: long!.id,
        label: displayCode('ticket', long!.id),
        reason: ENGINEER_MESSAGES.notCompliant('Carter Burke', 'Right to work: Tier 2', expiry),
      },
    ]);
    assert.equal(((await getTicket(desk, short!.id)).json() as Ticket).engineer_id, lapsing.id);
    assert.equal(
      ((await getTicket(desk, long!.id)).json() as Ticket).engineer_id,
      desk.engineer.id,
    );
  });

  it('undoes within the window, leaving a ticket changed since as it is, and only once', async () => {
    const [a, b] = await tickets(2);
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'status',
      params: { status: 'On Hold' },
      ids: [a!.id, b!.id],
    });
    await putTicket(desk, b!.id, { status: 'Closed' });
    const { result: undone, rows } = await rowsOf(desk.t, () =>
      undoRun(desk.t, desk.cookie, run.id),
    );
    assert.equal(undone.statusCode, 200, undone.body);
    const body = bulkUndoResponseSchema.parse(undone.json());
    assert.equal(body.restored, 1);
    assert.deepEqual(body.refused, [
      { id: b!.id, label: displayCode('ticket', b!.id), reason: BULK_MESSAGES.changedSince },
    ]);
    assert.equal(body.run.state, 'undone');
    assert.deepEqual([await statusOf(a!.id), await statusOf(b!.id)], [a!.status, 'Closed']);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['ticket.status_changed', 'bulk_action.undone'],
    );
    const again = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, BULK_MESSAGES.undoClosed);
  });

  it('deletes, undoes with its files and lead link, and keeps a run to its owner', async () => {
    const lead = await confirmedLead(desk, desk.customerId);
    const a = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: desk.engineer.id, leadId: lead.id },
      { task_name: 'Bulk undone delete' },
      [{ field: 'documents', filename: 'site-plan.pdf', content: PDF_BYTES }],
    );
    const before = (await getTicket(desk, a.id)).json() as Ticket;
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'delete',
      params: {},
      ids: [a.id],
    });
    assert.ok(run.undo_until && Date.parse(run.undo_until) > Date.now());
    assert.equal((await getTicket(desk, a.id)).statusCode, 404);
    const support = (await asSupport(desk.t.app)).cookie;
    assert.equal((await getRun(desk.t, support, run.id)).statusCode, 404);
    assert.equal((await undoRun(desk.t, support, run.id)).statusCode, 404);
    assert.equal((await getRun(desk.t, desk.cookie, run.id)).statusCode, 200);

    const { result: undo, rows } = await rowsOf(desk.t, () => undoRun(desk.t, desk.cookie, run.id));
    assert.equal(undo.statusCode, 200, undo.body);
    assert.deepEqual([undo.json().restored, undo.json().refused], [1, []]);
    assert.deepEqual((await getTicket(desk, a.id)).json(), before);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['ticket.restored', 'bulk_action.undone'],
    );
    await desk.events.waitFor('ticket:created', (d) => d.id === a.id);
    await desk.events.waitFor('lead:updated', (d) => d.id === lead.id);
  });

  it('leaves deleted a ticket whose lead has a new ticket since', async () => {
    const lead = await confirmedLead(desk, desk.customerId);
    const ids = { customerId: desk.customerId, engineerId: desk.engineer.id, leadId: lead.id };
    const a = await createTicket(desk, ids, { task_name: 'Bulk first of its lead' });
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'delete',
      params: {},
      ids: [a.id],
    });
    const again = await createTicket(desk, ids, { task_name: 'Bulk second of its lead' });
    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.deepEqual(undo.json().refused, [
      { id: a.id, label: displayCode('ticket', a.id), reason: BULK_MESSAGES.takenSince },
    ]);
    assert.equal((await getTicket(desk, a.id)).statusCode, 404);
    assert.equal((await getTicket(desk, again.id)).statusCode, 200);
  });

  it('restores a ticket whose engineer was deleted since unassigned, as that delete would leave it', async () => {
    const gone = await newEngineer(desk, 'Private Vasquez');
    const a = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: gone.id },
      { task_name: 'Bulk orphaned' },
    );
    const run = await bulkDone(desk.t, desk.cookie, 'tickets', {
      action: 'delete',
      params: {},
      ids: [a.id],
    });
    await desk.t.db('users').where({ id: gone.id }).delete();
    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.deepEqual([undo.json().restored, undo.json().refused], [1, []]);
    assert.equal(((await getTicket(desk, a.id)).json() as Ticket).engineer_id, null);
  });

  it('takes each action’s own permission: the support desk changes status, never priority or deletes', async () => {
    const [a] = await tickets(1);
    const support = (await asSupport(desk.t.app)).cookie;
    const status = await bulkCall(desk.t, support, 'tickets', {
      action: 'status',
      params: { status: 'In Progress' },
      ids: [a!.id],
    });
    assert.equal(status.statusCode, 200, status.body);
    for (const body of [
      { action: 'priority', params: { priority: 'Low' }, ids: [a!.id] },
      { action: 'delete', params: {}, ids: [a!.id] },
    ]) {
      const refused = await bulkCall(desk.t, support, 'tickets', body);
      assert.equal(refused.statusCode, 403, `${body.action}: ${refused.body}`);
    }
    assert.equal(await statusOf(a!.id), 'In Progress');
  });

  it('answers bad bodies with a 400 and writes nothing', async () => {
    const [a] = await tickets(1);
    for (const body of [
      { action: 'status', params: { status: 'In Progress' } },
      { action: 'status', params: { status: 'In Progress' }, ids: [a!.id], filter: '' },
      { action: 'status', params: { status: 'Done-ish' }, ids: [a!.id] },
      { action: 'explode', params: {}, ids: [a!.id] },
      { action: 'status', params: { status: 'In Progress' }, ids: [] },
    ]) {
      const response = await bulkCall(desk.t, desk.cookie, 'tickets', body);
      assert.equal(response.statusCode, 400, `${JSON.stringify(body)}: ${response.body}`);
    }
    assert.equal(await statusOf(a!.id), a!.status);
  });
});
