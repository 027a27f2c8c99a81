import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  BULK_MESSAGES,
  bulkUndoResponseSchema,
  displayCode,
  type BulkRun,
} from '@trellis/contracts';
import { createTicket, deleteTicket, putTicket } from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { bulkCall, finishedRun, undoRun } from './bulk-calls';
import { cloneRows } from './clone-rows';

// A status job beyond one batch moves each batch's tickets in one statement: every ticket must
// still get its own audit row, event and Undo, and every one it cannot move its own failure.
describe('a ticket status job, a batch at a time', () => {
  const desk = useTicketDesk('Bulk Batch Sites', { engineer: 'Ellen Ripley' });
  const MISSING = [999_998, 999_999];

  /** `n` tickets named `name` with `status`, all but the first copied in SQL. */
  async function manyTickets(name: string, n: number, status: string) {
    const first = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: desk.engineer.id },
      { task_name: name },
    );
    await putTicket(desk, first.id, { status });
    return [first.id, ...(await cloneRows(desk.t, 'tickets', first.id, n - 1))];
  }

  const finished = (id: number) => finishedRun(desk.t, desk.cookie, id);

  /** The status rows of the trail for `ids` since audit row `after`, by ticket. */
  async function statusRows(ids: readonly number[], after: number) {
    const rows = await desk.t
      .db('audit_events')
      .where({ action: 'ticket.status_changed', entity: 'ticket' })
      .where('id', '>', after)
      .whereIn('entity_id', ids.map(String))
      .orderBy('id')
      .select<{ entity_id: string; entity_label: string; changes: unknown }[]>(
        'entity_id',
        'entity_label',
        'changes',
      );
    return new Map(rows.map((row) => [Number(row.entity_id), row]));
  }

  const lastAuditId = async () =>
    Number((await desk.t.db('audit_events').max<{ max: string }[]>('id as max').first())?.max ?? 0);

  const statuses = async (ids: readonly number[]) =>
    new Map(
      (
        await desk.t.db('tickets').whereIn('id', ids).select<{ id: number; status: string }[]>()
      ).map((row) => [Number(row.id), row.status]),
    );

  it('audits and announces each ticket it moves, leaves alone the ones already there and reports the missing', async () => {
    const ids = await manyTickets('Batch move survey', 601, 'Accepted');
    const already = ids.slice(100, 105);
    await desk.t.db('tickets').whereIn('id', already).update({ status: 'On Hold' });
    const mark = await lastAuditId();
    const response = await bulkCall(desk.t, desk.cookie, 'tickets', {
      action: 'status',
      params: { status: 'On Hold' },
      ids: [...ids, ...MISSING],
    });
    assert.equal(response.statusCode, 202, response.body);
    const run = await finished((response.json() as BulkRun).id);
    assert.deepEqual([run.state, run.total, run.processed, run.succeeded], ['done', 603, 603, 601]);
    assert.deepEqual(
      run.failures,
      MISSING.map((id) => ({ id, label: displayCode('ticket', id), reason: 'Ticket not found' })),
    );
    // The run reads as done once its last batch commits; its socket events may still be on their way.
    await desk.events.waitFor('bulk:progress', (d) => d.id === run.id && d.processed === 603);
    const progress = desk.events.events
      .filter((e) => e.event === 'bulk:progress' && e.data.id === run.id)
      .map((e) => e.data.processed as number);
    // Two batches commit on two connections: their events may arrive in either order (the
    // screen's progress never goes back), and the run's end tells the last figure again.
    assert.deepEqual(
      progress.sort((a, b) => a - b).slice(0, 2),
      [500, 603],
      'each batch tells what it committed',
    );

    const moved = ids.filter((id) => !already.includes(id));
    const rows = await statusRows(ids, mark);
    assert.equal(rows.size, moved.length, 'one row per ticket moved, none for those already there');
    const row = rows.get(moved[550]!)!;
    assert.match(row.entity_label, new RegExp(`^${displayCode('ticket', moved[550]!)} `));
    assert.deepEqual(row.changes, [{ field: 'status', from: 'Accepted', to: 'On Hold' }]);
    assert.ok(already.every((id) => !rows.has(id)));

    await desk.events.waitFor('ticket:updated', (d) => d.id === moved.at(-1));
    const heard = new Set(
      desk.events.events
        .filter((e) => e.event === 'ticket:updated' && e.data.status === 'On Hold')
        .map((e) => e.data.id as number),
    );
    assert.ok(
      moved.every((id) => heard.has(id)),
      'an event for every ticket moved',
    );
    assert.ok(
      already.every((id) => !heard.has(id)),
      'none for a ticket left as it was',
    );
  });

  it('undoes the job, refusing the tickets changed or deleted since, and audits each it restores', async () => {
    const ids = await manyTickets('Batch undo survey', 601, 'Accepted');
    const response = await bulkCall(desk.t, desk.cookie, 'tickets', {
      action: 'status',
      params: { status: 'On Hold' },
      ids,
    });
    assert.equal(response.statusCode, 202, response.body);
    const run = await finished((response.json() as BulkRun).id);
    assert.equal(run.succeeded, 601);
    const [changed, gone] = [ids[520]!, ids[30]!];
    assert.equal((await putTicket(desk, changed, { status: 'Closed' })).statusCode, 200);
    assert.equal((await deleteTicket(desk, gone)).statusCode, 200);

    const mark = await lastAuditId();
    const undone = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undone.statusCode, 200, undone.body);
    const body = bulkUndoResponseSchema.parse(undone.json());
    assert.equal(body.restored, 599);
    assert.deepEqual(
      [...body.refused].sort((a, b) => a.id - b.id),
      [
        { id: gone, label: displayCode('ticket', gone), reason: BULK_MESSAGES.goneSince },
        { id: changed, label: displayCode('ticket', changed), reason: BULK_MESSAGES.changedSince },
      ],
    );
    const now = await statuses(ids);
    assert.equal(now.get(changed), 'Closed');
    assert.equal(now.has(gone), false);
    const restored = ids.filter((id) => id !== changed && id !== gone);
    assert.ok(restored.every((id) => now.get(id) === 'Accepted'));
    const rows = await statusRows(ids, mark);
    assert.equal(rows.size, 599);
    assert.deepEqual(rows.get(restored[598]!)!.changes, [
      { field: 'status', from: 'On Hold', to: 'Accepted' },
    ]);
    await desk.events.waitFor(
      'ticket:updated',
      (d) => d.id === restored.at(-1) && d.status === 'Accepted',
    );
  });
});
