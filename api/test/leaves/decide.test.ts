import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEAVE_MESSAGES, leaveRequestSchema } from '@trellis/contracts';
import {
  counts,
  decide,
  newEngineer,
  requestLeave,
  staffLeaves,
  useLeaveFixture,
  type MobileEngineer,
} from './leave-factory';

describe('PUT /api/leave-requests/:id: staff approve or reject, once', () => {
  const fx = useLeaveFixture();
  let lena: MobileEngineer;
  before(async () => {
    lena = await newEngineer(fx, 'Lena Ortiz');
  });

  it('approves a pending request, recording who and when; the Leaves badge goes down live', async () => {
    const leave = await requestLeave(fx, lena);
    const before = await counts(fx);
    const response = await decide(fx, leave.id, 'approved');
    assert.equal(response.statusCode, 200, response.body);
    const decided = leaveRequestSchema.parse(response.json());
    assert.equal(decided.status, 'approved');
    assert.equal(decided.decided_by, fx.staff.user.id);
    assert.equal(decided.decided_by_name, 'Leave Desk');
    assert.ok(decided.decided_at && Date.now() - Date.parse(decided.decided_at) < 60_000);
    assert.equal((await counts(fx)).leaves, before.leaves - 1);
    await fx.events.waitFor(
      'leave:updated',
      (e) => e.data.id === leave.id && e.data.status === 'approved',
    );
    await fx.events.waitFor('counts:updated', (e) => e.data.leaves === before.leaves - 1);
    const approved = await staffLeaves(fx, { status: 'approved' });
    assert.deepEqual(
      approved.items.map((i) => i.id),
      [leave.id],
    );
  });

  it('rejects one; a second decision either way is 409 LEAVE_DECIDED and changes nothing', async () => {
    const leave = await requestLeave(fx, lena, { leave_type: 'Unpaid Leave' });
    const rejected = await decide(fx, leave.id, 'rejected');
    assert.equal(rejected.statusCode, 200, rejected.body);
    assert.equal(rejected.json().status, 'rejected');
    for (const status of ['approved', 'rejected']) {
      const again = await decide(fx, leave.id, status);
      assert.equal(again.statusCode, 409, again.body);
      assert.deepEqual(again.json(), {
        message: LEAVE_MESSAGES.alreadyDecided,
        code: 'LEAVE_DECIDED',
      });
    }
    const list = await staffLeaves(fx, { status: 'rejected' });
    assert.equal(list.items.find((i) => i.id === leave.id)?.status, 'rejected');
  });

  it('two decisions at once: exactly one wins', async () => {
    const leave = await requestLeave(fx, lena);
    const answers = await Promise.all([
      decide(fx, leave.id, 'approved'),
      decide(fx, leave.id, 'rejected'),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
  });

  it('refuses pending or nonsense as a decision (400), and an unknown request is 404', async () => {
    const leave = await requestLeave(fx, lena);
    for (const status of ['pending', 'maybe', '']) {
      const response = await decide(fx, leave.id, status);
      assert.equal(response.statusCode, 400, `${status}: ${response.body}`);
    }
    assert.equal((await decide(fx, 999999, 'approved')).statusCode, 404);
    assert.equal((await decide(fx, 'abc', 'approved')).statusCode, 400);
  });
});
