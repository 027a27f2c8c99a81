import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminApp } from '../helpers/admin-app';
import { sendCustomer, uniqueToken } from '../customers/customer-factory';

// Every NOTIFY statement is a commit of its own, under PostgreSQL's cluster-wide notify lock,
// and wakes every listening process: a write's announcements share one.
describe('what a write announces goes out in one statement', () => {
  const desk = useAdminApp();

  it('a customer create sends its event and the counters together, the event first', async () => {
    const notifies: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (sql.includes('pg_notify')) notifies.push(sql);
    };
    desk.t.db.on('query', onQuery);
    let id: number;
    try {
      const response = await sendCustomer(desk.t, desk.cookie, { fields: { name: uniqueToken() } });
      assert.equal(response.statusCode, 201, response.body);
      id = response.json().id;
      await desk.t.app.realtime.sent();
    } finally {
      desk.t.db.off('query', onQuery);
    }
    assert.equal(notifies.length, 1, 'one NOTIFY statement for the event and the counters');

    const created = await desk.heard.waitFor('customer:created', (e) => e.data.id === id);
    const counts = await desk.heard.waitFor('counts:updated');
    const order = desk.heard.events;
    assert.ok(order.indexOf(created) < order.indexOf(counts), 'the event, then the counters');
    const customers = await desk.t.db('customers').count<{ count: string }[]>({ count: '*' });
    assert.equal(counts.data.customers, Number(customers[0]!.count), 'the counters as committed');
  });

  it('the counters are read once for everything published in the same turn', async () => {
    const reads: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (sql.includes('from "counters"') || sql.includes('from counters')) reads.push(sql);
    };
    const { realtime } = desk.t.app;
    desk.t.db.on('query', onQuery);
    try {
      await realtime.publishCounts();
      await realtime.publishCounts();
      await realtime.sent();
    } finally {
      desk.t.db.off('query', onQuery);
    }
    assert.equal(reads.length, 1);
  });
});
