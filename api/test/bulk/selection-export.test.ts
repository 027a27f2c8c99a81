import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  displayCode,
  SAVED_VIEW_LIST_NAMES,
  selectionExportPath,
  selectionExportUrl,
} from '@trellis/contracts';
import { asSupport } from '../helpers/accounts';
import { parseCsv } from '../helpers/csv';
import { rowsOf } from '../audit/rows-since';
import { createCustomer } from '../customers/customer-factory';
import { createTicket } from '../tickets/ticket-factory';
import { useTicketDesk } from '../tickets/ticket-desk';

describe('GET /api/<list>/selection.csv', () => {
  const desk = useTicketDesk('Export Desk Ltd', { engineer: 'Dana Scully' });
  const get = (url: string, cookie = desk.cookie) =>
    desk.t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('exports the customers a filter matches, as the list shows them, and records who took what', async () => {
    const a = await createCustomer(desk.t, desk.cookie, { fields: { name: 'Exported Alpha Ltd' } });
    const b = await createCustomer(desk.t, desk.cookie, { fields: { name: 'Exported Beta Ltd' } });
    const { result: response, rows } = await rowsOf(desk.t, () =>
      get(selectionExportUrl('customers', { filter: 'search=Exported&page=3' })),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-type']), /^text\/csv/);
    assert.match(String(response.headers['content-disposition']), /customers-selection\.csv/);
    const csv = parseCsv(response.body);
    assert.deepEqual(
      csv.map((row) => [row.id, row.code, row.name, row.account_email]),
      [a, b].map((c) => [String(c.id), displayCode('customer', c.id), c.name, c.account_email]),
    );
    // A list inside a row (the expiring documents) is left out; the page number chooses nothing.
    assert.ok(!('expiring_documents' in csv[0]!));
    assert.deepEqual(
      rows.map((r) => [r.action, r.entity, r.entity_id, r.entity_label]),
      [['bulk_action.exported', 'customer', null, '2 customers']],
    );
    assert.deepEqual(rows[0]!.changes, [
      { field: 'filters', from: null, to: { search: 'Exported' } },
    ]);
  });

  it('exports the tickets ticked, in id order, skipping ids that name nothing', async () => {
    const ids = { customerId: desk.customerId, engineerId: desk.engineer.id };
    const first = await createTicket(desk, ids);
    const second = await createTicket(desk, ids);
    const response = await get(
      selectionExportUrl('tickets', { ids: [second.id, 999_999, first.id] }),
    );
    assert.equal(response.statusCode, 200, response.body);
    const csv = parseCsv(response.body);
    assert.deepEqual(
      csv.map((row) => [row.id, row.code, row.engineer_name]),
      [first, second].map((t) => [String(t.id), t.code, 'Dana Scully']),
    );
  });

  it("flattens a nested field and never carries what the list hides: an engineer's pay", async () => {
    const support = (await asSupport(desk.t.app)).cookie;
    // A passport lapsing in ten days: the list shows it as critical.
    await desk.t
      .db('users')
      .where({ id: desk.engineer.id })
      .update({
        nearest_expiry: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        nearest_expiry_document: 'Passport',
      });
    const response = await get(
      selectionExportUrl('engineers', { ids: [desk.engineer.id] }),
      support,
    );
    assert.equal(response.statusCode, 200, response.body);
    const [row] = parseCsv(response.body);
    assert.equal(row!.name, 'Dana Scully');
    const listed = (await get('/api/engineers?search=Dana%20Scully', support)).json() as {
      items: { compliance: Record<string, string> }[];
    };
    const { compliance } = listed.items[0]!;
    assert.equal(compliance.urgency, 'critical');
    assert.deepEqual(
      ['nearest_expiry', 'urgency', 'document'].map((field) => row![`compliance.${field}`]),
      [compliance.nearest_expiry, 'critical', 'Passport'],
    );
    assert.deepEqual(
      Object.keys(row!).filter((key) => /pay|bank|iban|sort_code|account/.test(key)),
      [],
    );
  });

  it('answers a clear 400 for a selection it cannot read', async () => {
    const cases: [string, RegExp][] = [
      [`${selectionExportPath('tickets')}?ids=1,x`, /Ids must be record ids separated by commas/],
      [`${selectionExportPath('tickets')}?ids=1&filter=status%3DOpen`, /not both/],
      [`${selectionExportPath('tickets')}?filter=status%3DNope`, /expected one of "Offered"/],
      [
        `${selectionExportPath('tickets')}?ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`,
        /at most 1000 records by id/,
      ],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.match(response.json().message, message, url);
    }
  });

  it('serves every list with a selection, each with its id column first', async () => {
    for (const list of SAVED_VIEW_LIST_NAMES) {
      const response = await get(selectionExportPath(list));
      assert.equal(response.statusCode, 200, `${list}: ${response.body}`);
      assert.match(response.body, /^id,/, list);
    }
  });
});
