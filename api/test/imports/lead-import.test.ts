import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayCode, IMPORT_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { rowsOf } from '../audit/rows-since';
import { createCustomer } from '../customers/customer-factory';
import { about, listenToEvents } from '../helpers/realtime-listener';
import { committed, previewed } from './import-calls';

const HEADER =
  'Reference,Customer,Task Name,End Client Name,Task Start Date,Task End Date,Task Time,Scope of Work,Apartment,Address Line 1,City,Country,Zip Code,Hourly Rate,Half Day Rate,Full Day Rate,Status';
/** A lead's line: its reference, customer, task and start/end dates; the rest filled in. */
const line = (ref: string, customer: string, task: string, start = '2024-03-04', end = start) =>
  `${ref},${customer},${task},Globex,${start},${end},9,Cabling,Unit 1,1 Data Way,London,United Kingdom,EC1A 1BB,55,200.5,380,BID`;

describe('importing leads', () => {
  let t: TestApp;
  let cookie: string;
  let acme: { id: number; code: string };
  before(async () => {
    t = await createTestApp();
    cookie = (await asAdmin(t.app)).cookie;
    const customer = await createCustomer(t, cookie, {
      fields: { name: 'Acme', account_email: 'Ops@Acme.example' },
    });
    acme = { id: customer.id, code: displayCode('customer', customer.id) };
  });
  after(async () => t.close());

  it('finds each customer by account email or code, keeps old dates, and names the unknown customer', async () => {
    const file = [
      HEADER,
      line('CRM-1', 'ops@acme.example', 'Rack install'),
      line('CRM-2', acme.code.toLowerCase().replace('#', ''), 'Patch panel'),
      line('CRM-3', 'nobody@nowhere.example', 'Lost lead'),
      line('CRM-4', acme.code, 'Backwards', '2024-03-09', '2024-03-01'),
    ].join('\n');
    const detail = await previewed(t, cookie, 'leads', file);
    assert.equal(detail.import.mapping[0], 'external_ref');
    assert.equal(detail.import.mapping[1], 'customer');
    assert.deepEqual(detail.import.counts, { rows: 4, create: 2, update: 0, errors: 2 });
    assert.deepEqual(
      detail.errors.items.map((e) => [e.line, e.column, e.message]),
      [
        [4, 'Customer', IMPORT_MESSAGES.customerNotFound('nobody@nowhere.example')],
        [5, 'Task End Date', 'End date cannot be before the start date'],
      ],
    );
    // Type, time zone and currency took the form's defaults; the rates are stored as amounts.
    assert.deepEqual(
      detail.rows.map((r) => [r.values.task_name, r.values.customer_id, r.values.lead_type]),
      [
        ['Rack install', acme.id, 'Full time'],
        ['Patch panel', acme.id, 'Full time'],
      ],
    );

    const { rows } = await rowsOf(t, async () => {
      const valid = await previewed(t, cookie, 'leads', file, { mode: 'valid' });
      assert.equal((await committed(t, cookie, valid.import.id)).import.state, 'done');
    });
    assert.deepEqual(
      rows.map((r) => r.action),
      ['lead.created', 'lead.created', 'leads.imported'],
    );
    const leads = await t
      .db('leads')
      .whereIn('external_ref', ['CRM-1', 'CRM-2'])
      .orderBy('id')
      .select('id', 'task_name', 'customer_id', 'task_start_date', 'hourly_rate', 'status');
    assert.deepEqual(
      leads.map((l) => [l.task_name, l.customer_id, l.hourly_rate, l.status]),
      [
        ['Rack install', acme.id, '55.00', 'BID'],
        ['Patch panel', acme.id, '55.00', 'BID'],
      ],
    );
    // Each has the status history row its form would have written, by the importer.
    const history = await t
      .db('lead_status_changes')
      .whereIn(
        'lead_id',
        leads.map((l) => l.id),
      )
      .select('from_status', 'to_status', 'changed_by');
    assert.equal(history.length, 2);
    assert.ok(
      history.every((h) => h.from_status === null && h.to_status === 'BID' && h.changed_by),
    );
  });

  it('updates the lead its reference names on a second import, and records its status move', async () => {
    const first = await previewed(
      t,
      cookie,
      'leads',
      [HEADER, line('ERP-9', acme.code, 'Survey')].join('\n'),
    );
    await committed(t, cookie, first.import.id);
    const moved = [
      HEADER.replace(',Status', ',Status,Follow-up Date'),
      `${line('erp-9', acme.code, 'Survey, phase 2').replace('Survey, phase 2', '"Survey, phase 2"').replace(/BID$/, 'Reschedule')},2099-01-05`,
    ].join('\n');
    const again = await previewed(t, cookie, 'leads', moved);
    assert.deepEqual(again.import.counts, { rows: 1, create: 0, update: 1, errors: 0 });
    const { rows } = await rowsOf(t, () => committed(t, cookie, again.import.id));
    assert.deepEqual(
      rows.map((r) => r.action),
      ['lead.updated', 'leads.imported'],
    );
    const lead = await t.db('leads').whereRaw('lower(external_ref) = ?', ['erp-9']).first();
    assert.equal(lead.task_name, 'Survey, phase 2');
    assert.equal(lead.status, 'Reschedule');
    const history = await t
      .db('lead_status_changes')
      .where({ lead_id: lead.id })
      .orderBy('id')
      .select('from_status', 'to_status');
    assert.deepEqual(
      history.map((h) => [h.from_status, h.to_status]),
      [
        [null, 'BID'],
        ['BID', 'Reschedule'],
      ],
    );
  });

  it("creates the customer a lead's row names by a new account email with its name, once, and names a row with neither", async () => {
    const header = `${HEADER},Customer Name`;
    const file = [
      header,
      `${line('NEW-1', 'Buyer@Newco.example', 'First visit')},Newco Ltd`,
      `${line('NEW-2', 'buyer@newco.example', 'Second visit')},Newco Renamed`,
      `${line('NEW-3', 'ops@acme.example', 'Existing customer')},Ignored Name`,
      `${line('NEW-4', 'nobody@nowhere.example', 'No name')},`,
      `${line('NEW-5', '#AIM-C-99999', 'Unknown code')},Code Co`,
    ].join('\n');
    const detail = await previewed(t, cookie, 'leads', file);
    assert.equal(detail.import.mapping.at(-1), 'customer_name');
    assert.deepEqual(detail.import.counts, {
      rows: 5,
      create: 3,
      update: 0,
      errors: 2,
      also_create: 1,
    });
    assert.deepEqual(
      detail.errors.items.map((e) => [e.line, e.column, e.message]),
      [
        [5, 'Customer', IMPORT_MESSAGES.customerNameToCreate('nobody@nowhere.example')],
        [6, 'Customer', IMPORT_MESSAGES.customerNotFound('#AIM-C-99999')],
      ],
    );
    // Nothing is created by the preview.
    assert.equal(
      await t.db('customers').whereRaw("lower(account_email) = 'buyer@newco.example'").first(),
      undefined,
    );

    const events = await listenToEvents(t);
    const { rows } = await rowsOf(t, async () => {
      const valid = await previewed(t, cookie, 'leads', file, { mode: 'valid' });
      assert.equal((await committed(t, cookie, valid.import.id)).import.state, 'done');
    });
    const customers = await t
      .db('customers')
      .whereRaw("lower(account_email) = 'buyer@newco.example'")
      .select('id', 'name', 'type', 'status', 'account_email');
    assert.equal(customers.length, 1, 'one customer for the two leads naming it');
    const newco = customers[0]!;
    assert.deepEqual(
      [newco.name, newco.type, newco.status, newco.account_email],
      ['Newco Ltd', 'Company', 'Active', 'Buyer@Newco.example'],
    );
    const leads = await t
      .db('leads')
      .whereIn('external_ref', ['NEW-1', 'NEW-2', 'NEW-3'])
      .orderBy('external_ref')
      .select('external_ref', 'customer_id');
    assert.deepEqual(
      leads.map((l) => [l.external_ref, l.customer_id]),
      [
        ['NEW-1', newco.id],
        ['NEW-2', newco.id],
        ['NEW-3', acme.id],
      ],
    );
    // The customer has its own History entry, naming the import, before its leads'.
    assert.deepEqual(
      rows.map((r) => r.action),
      ['customer.created', 'lead.created', 'lead.created', 'lead.created', 'leads.imported'],
    );
    // The customers list hears of it, as of a customer created on its own.
    await events.waitFor('customer:created', about(newco.id));
    await events.close();
    const created = rows[0]!;
    assert.equal(Number(created.entity_id), newco.id);
    assert.match(JSON.stringify(created.changes), /\(import \d+\)/);

    // The same file again: the customer now exists, so nothing more is created.
    const again = await previewed(t, cookie, 'leads', file, { mode: 'valid' });
    assert.deepEqual(again.import.counts, { rows: 5, create: 0, update: 3, errors: 2 });
    await committed(t, cookie, again.import.id);
    assert.equal(
      (await t.db('customers').whereRaw("lower(account_email) = 'buyer@newco.example'")).length,
      1,
    );
  });
});
