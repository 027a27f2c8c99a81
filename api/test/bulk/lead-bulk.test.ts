import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayCode, type LeadDetail } from '@trellis/contracts';
import { rowsOf } from '../audit/rows-since';
import { useLeadDesk, postLead } from '../leads/lead-desk';
import { addDays, getLead } from '../leads/lead-factory';
import { bulkCall, bulkDone, undoRun } from './bulk-calls';

describe('POST /api/leads/bulk', () => {
  const desk = useLeadDesk({ username: 'Sales Lead', customerName: 'Stale Quarter Ltd' });

  const lead = async (name: string) => {
    const response = await postLead(desk, { task_name: name });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as LeadDetail;
  };
  const read = async (id: number) => (await getLead(desk, id)).json() as LeadDetail;

  it('reschedules stale leads with the modal’s reason in each history, and undoes them', async () => {
    const a = await lead('Stale survey A');
    const b = await lead('Stale survey B');
    const { result: run, rows } = await rowsOf(desk.t, () =>
      bulkDone(desk.t, desk.cookie, 'leads', {
        action: 'status',
        params: {
          status: 'Reschedule',
          reschedule_date: addDays(desk.today, 30),
          reason: 'Quarter closed',
        },
        filter: 'search=Stale+survey',
      }),
    );
    assert.deepEqual([run.total, run.succeeded, run.failures], [2, 2, []]);
    assert.deepEqual(
      rows.map((r) => r.action),
      ['lead.status_changed', 'lead.status_changed', 'bulk_action.applied'],
    );
    assert.equal((await read(a.id)).status_history.at(-1)?.reason, 'Quarter closed');
    assert.equal((await read(b.id)).status, 'Reschedule');

    const undo = await undoRun(desk.t, desk.cookie, run.id);
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, 2);
    assert.deepEqual([(await read(a.id)).status, (await read(b.id)).status], [a.status, b.status]);
  });

  it('reports a follow-up date in the past per lead, with the form’s message', async () => {
    const a = await lead('Dated survey');
    const response = await bulkCall(desk.t, desk.cookie, 'leads', {
      action: 'status',
      params: { status: 'Reschedule', reschedule_date: addDays(desk.today, -3) },
      ids: [a.id],
    });
    assert.equal(response.statusCode, 200, response.body);
    const run = response.json();
    assert.equal(run.succeeded, 0);
    assert.equal(run.failures[0].label, displayCode('lead', a.id));
    assert.match(run.failures[0].reason, /past|today/i);
    assert.equal((await read(a.id)).status, a.status);
  });

  it('deletes leads with their status history and puts them back on Undo, audited', async () => {
    const a = await lead('Deleted survey A');
    await bulkDone(desk.t, desk.cookie, 'leads', {
      action: 'status',
      params: { status: 'Reschedule', reschedule_date: addDays(desk.today, 9), reason: 'Later' },
      ids: [a.id],
    });
    const before = await read(a.id);
    const run = await bulkDone(desk.t, desk.cookie, 'leads', {
      action: 'delete',
      params: {},
      ids: [a.id],
    });
    assert.equal((await getLead(desk, a.id)).statusCode, 404);
    const { result: undo, rows } = await rowsOf(desk.t, () => undoRun(desk.t, desk.cookie, run.id));
    assert.equal(undo.statusCode, 200, undo.body);
    assert.equal(undo.json().restored, 1);
    assert.deepEqual(await read(a.id), before, 'the lead and its whole status history');
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity_id]),
      [
        ['lead.restored', String(a.id)],
        ['bulk_action.undone', null],
      ],
    );
  });
});
