import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BULK_INLINE_LIMIT, bulkRunSchema, type BulkRun } from '@trellis/contracts';
import { createTicket } from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';
import { bulkCall, finishedRun, undoRun } from './bulk-calls';
import { cloneRows } from './clone-rows';

describe('bulk actions beyond 500 records: a job in batches', () => {
  const desk = useTicketDesk('Bulk Job Sites', { engineer: 'Ellen Ripley' });

  /** `n` tickets named `name`, all but the first copied in SQL. */
  async function manyTickets(name: string, n: number) {
    const first = await createTicket(
      desk,
      { customerId: desk.customerId, engineerId: desk.engineer.id },
      { task_name: name },
    );
    return [first.id, ...(await cloneRows(desk.t, 'tickets', first.id, n - 1))];
  }

  const finished = (id: number) => finishedRun(desk.t, desk.cookie, id);

  /** One bulk call putting On Hold every ticket whose search finds `name`. */
  const putOnHold = (name: string) =>
    bulkCall(desk.t, desk.cookie, 'tickets', {
      action: 'status',
      params: { status: 'On Hold' },
      filter: new URLSearchParams({ search: name }).toString(),
    });
  const countWith = async (name: string, status: string) =>
    Number(
      (
        await desk.t.db('tickets').where({ task_name: name, status }).count<{ count: string }[]>()
      )[0]!.count,
    );

  it('answers 202 at once, reports progress after each batch to its owner, and finishes every record', async () => {
    const total = BULK_INLINE_LIMIT * 2 + 100;
    await manyTickets('Bulk job survey', total);
    const response = await putOnHold('Bulk job survey');
    assert.equal(response.statusCode, 202, response.body);
    const started = bulkRunSchema.parse(response.json());
    assert.deepEqual([started.state, started.total], ['running', total]);
    const run = await finished(started.id);
    assert.deepEqual([run.state, run.processed, run.succeeded], ['done', total, total]);
    assert.equal(await countWith('Bulk job survey', 'On Hold'), total);
    // The run reads as done once its last batch commits; its socket events may still be on their way.
    await desk.events.waitFor('bulk:progress', (d) => d.id === started.id && d.processed === total);
    const progress = desk.events.events
      .filter((e) => e.event === 'bulk:progress' && e.data.id === started.id)
      .map((e) => e.data.processed as number);
    // Batches commit on two connections: their events may arrive in either order (the screen's
    // progress never goes back), and the run's end tells the last figure again.
    assert.deepEqual(progress.sort((a, b) => a - b).slice(0, 3), [
      BULK_INLINE_LIMIT,
      BULK_INLINE_LIMIT * 2,
      total,
    ]);
    const beat = await desk.t.db.raw<{ rows: { beat: boolean }[] }>(
      'select heartbeat_at > created_at as beat from bulk_runs where id = ?',
      [started.id],
    );
    assert.equal(beat.rows[0]!.beat, true, 'the job beat as it took its batches');
    const audit = await desk.t
      .db('audit_events')
      .where({ action: 'ticket.status_changed' })
      .whereIn('entity_id', [String(started.id)])
      .count<{ count: string }[]>();
    assert.ok(audit, 'audit rows are counted below per ticket');
    const rows = await desk.t.db.raw<{ rows: { n: number }[] }>(
      `select count(*)::int as n from audit_events e join tickets t on t.id = e.entity_id::bigint
        where e.action = 'ticket.status_changed' and e.entity = 'ticket' and t.task_name = ?`,
      ['Bulk job survey'],
    );
    assert.equal(rows.rows[0]!.n, total, 'one audit row per ticket');
  });

  it('stops between batches when cancelled; what was done stays done and can be undone', async () => {
    const total = BULK_INLINE_LIMIT * 6;
    await manyTickets('Bulk job cancel', total);
    const response = await putOnHold('Bulk job cancel');
    assert.equal(response.statusCode, 202, response.body);
    const { id } = response.json() as BulkRun;
    const cancel = await desk.t.app.inject({
      method: 'POST',
      url: `/api/bulk/${id}/cancel`,
      headers: { cookie: desk.cookie },
    });
    assert.equal(cancel.statusCode, 200, cancel.body);
    const run = await finished(id);
    assert.equal(run.state, 'cancelled');
    assert.ok(run.processed < total, `stopped early: ${run.processed} of ${total}`);
    const held = await countWith('Bulk job cancel', 'On Hold');
    assert.equal(held, run.succeeded);
    const undo = await undoRun(desk.t, desk.cookie, id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, held);
    assert.equal(await countWith('Bulk job cancel', 'On Hold'), 0);
  });
});
