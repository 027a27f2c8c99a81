import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { useAdminSession } from '../helpers/admin-app';
import { sendCustomer, uniqueToken } from '../customers/customer-factory';

// Issue 13, finding 4: a create committed, the realtime and counts broadcast after it failed, and
// the client was told the create failed (so it retried and made a duplicate).
describe('work after a commit never turns the committed write into an error', () => {
  const desk = useAdminSession();

  /** From the COMMIT on, every new query fails as if the database had just gone away. */
  function loseTheDatabaseAfterCommit(): () => void {
    const { client } = desk.t.db;
    const acquire = client.acquireConnection;
    const failed: string[] = [];
    const onQuery = ({ sql }: { sql: string }) => {
      if (sql !== 'COMMIT;') return;
      client.acquireConnection = async () => {
        failed.push('acquire');
        throw new Error('Connection terminated unexpectedly');
      };
    };
    desk.t.db.on('query', onQuery);
    return () => {
      desk.t.db.off('query', onQuery);
      client.acquireConnection = acquire;
      assert.ok(failed.length >= 2, 'the counters and the event were both attempted, and failed');
    };
  }

  it('a customer create whose events and counters cannot be sent still answers 201, and is kept', async () => {
    const name = uniqueToken();
    const restore = loseTheDatabaseAfterCommit();
    let response;
    try {
      response = await sendCustomer(desk.t, desk.cookie, { fields: { name } });
      // The broadcast goes out just after the answer, with whatever else was published then.
      await desk.t.app.realtime.sent();
    } finally {
      restore();
    }
    assert.equal(response.statusCode, 201, response.body);
    const { id } = response.json();
    const row = await desk.t.db('customers').where({ id }).first();
    assert.equal(row?.name, name);
  });
});
