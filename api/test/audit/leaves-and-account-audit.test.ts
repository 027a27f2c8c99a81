// Leave requests (asked by the engineer from the mobile app, decided by staff) and the signed-in
// user's own account (profile, password, a forgotten password): each recorded with the change, by
// who made it, nothing for a refused call, never a password or a file's bytes.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, PNG_1X1 } from '../helpers/multipart';
import { asSupport, signUp, uniqueEmail, type SignedIn } from '../helpers/accounts';
import { newToken } from '../../src/lib/tokens';
import {
  addDays,
  decide,
  leaveBody,
  newEngineer,
  requestLeave,
  sendLeave,
  useLeaveFixture,
  type MobileEngineer,
} from '../leaves/leave-factory';
import { changeMap, rowsOf } from './rows-since';

describe('the audit trail of leave requests', () => {
  const fx = useLeaveFixture();
  let lena: MobileEngineer;
  before(async () => {
    lena = await newEngineer(fx, 'Lena Ortiz');
  });

  it('records a request as the engineer’s, with what was asked for', async () => {
    const body = leaveBody(fx, 3, 2);
    const { result, rows } = await rowsOf(fx.t, () => sendLeave(fx, lena.mobile, body));
    assert.equal(result.statusCode, 201, result.body);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.action, 'leave.requested');
    assert.deepEqual([row!.actor_kind, row!.actor_id], ['engineer', lena.id]);
    assert.deepEqual([row!.entity, row!.entity_id], ['leave', String(result.json().id)]);
    assert.equal(row!.entity_label, `Lena Ortiz ${body.start_date}–${body.end_date}`);
    assert.deepEqual(changeMap(row!), {
      leave_type: [null, 'Annual Leave'],
      start_date: [null, body.start_date],
      end_date: [null, body.end_date],
      days: [null, 2],
      reason: [null, 'Family visit'],
      status: [null, 'pending'],
    });

    const past = await rowsOf(fx.t, () =>
      sendLeave(fx, lena.mobile, leaveBody(fx, 0, 1, { start_date: addDays(fx.today, -1) })),
    );
    assert.equal(past.result.statusCode, 400, past.result.body);
    assert.deepEqual(past.rows, []);
  });

  it('records an approval and a rejection by the staff member, once', async () => {
    const first = await requestLeave(fx, lena);
    const approved = await rowsOf(fx.t, () => decide(fx, first.id, 'approved'));
    assert.equal(approved.result.statusCode, 200, approved.result.body);
    assert.deepEqual(
      approved.rows.map((r) => [r.action, r.actor_kind, r.actor_name, r.entity_id, r.changes]),
      [
        [
          'leave.approved',
          'staff',
          'Leave Desk',
          String(first.id),
          [{ field: 'status', from: 'pending', to: 'approved' }],
        ],
      ],
    );
    assert.match(approved.rows[0]!.entity_label!, /^Lena Ortiz \d{4}-\d\d-\d\d–\d{4}-\d\d-\d\d$/);

    const twice = await rowsOf(fx.t, () => decide(fx, first.id, 'rejected'));
    assert.equal(twice.result.statusCode, 409);
    assert.deepEqual(twice.rows, [], 'a decided request stays as it was, unrecorded');

    const second = await requestLeave(fx, lena);
    const rejected = await rowsOf(fx.t, () => decide(fx, second.id, 'rejected'));
    assert.deepEqual(
      rejected.rows.map((r) => [r.action, r.changes]),
      [['leave.rejected', [{ field: 'status', from: 'pending', to: 'rejected' }]]],
    );
  });
});

describe('the audit trail of the signed-in user’s own account', () => {
  const fx = useLeaveFixture();
  let me: SignedIn;
  before(async () => {
    me = await asSupport(fx.t.app, { username: 'Sol Self' });
  });

  const putMe = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = []) => {
    const body = multipart(fields, files);
    return fx.t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: body.payload,
      headers: { ...body.headers, cookie: me.cookie },
    });
  };

  it('records a profile edit with only what changed, the picture by its name', async () => {
    const fields = { username: 'Sol Self', email: me.user.email, phone: '+1 555 0100' };
    const { result, rows } = await rowsOf(fx.t, () =>
      putMe(fields, [
        { field: 'profileImage', filename: 'sol.png', content: PNG_1X1, type: 'image/png' },
      ]),
    );
    assert.equal(result.statusCode, 200, result.body);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.action, 'account.updated');
    assert.deepEqual(
      [row!.actor_kind, row!.actor_id, row!.entity, row!.entity_id, row!.entity_label],
      ['staff', me.user.id, 'system_user', String(me.user.id), 'Sol Self'],
    );
    assert.deepEqual(changeMap(row!), {
      phone: [null, '+1 555 0100'],
      profile_image: [null, 'sol.png'],
    });
    assert.ok(!row!.text.includes(PNG_1X1.toString('base64').slice(0, 40)));

    const same = await rowsOf(fx.t, () => putMe(fields));
    assert.equal(same.result.statusCode, 200, same.result.body);
    assert.deepEqual(same.rows, [], 'an edit that changes nothing records nothing');

    const other = await signUp(fx.t.app);
    const taken = await rowsOf(fx.t, () => putMe({ ...fields, email: other.user.email }));
    assert.equal(taken.result.statusCode, 409, taken.result.body);
    assert.deepEqual(taken.rows, []);

    const renamed = await rowsOf(fx.t, () =>
      putMe({ ...fields, username: 'Sol Renamed' }, [
        { field: 'profileImage', filename: 'sol-2.png', content: PNG_1X1, type: 'image/png' },
      ]),
    );
    assert.deepEqual(changeMap(renamed.rows[0]!), {
      name: ['Sol Self', 'Sol Renamed'],
      profile_image: ['sol.png', 'sol-2.png'],
    });
  });

  it('records a password change with no values at all, and nothing for a wrong current one', async () => {
    const change = (currentPassword: string, newPassword: string) =>
      rowsOf(fx.t, () =>
        fx.t.app.inject({
          method: 'PUT',
          url: '/api/users/me/password',
          payload: { currentPassword, newPassword },
          headers: { cookie: me.cookie },
        }),
      );
    const wrong = await change('Not-mine-1', 'Changed99x');
    assert.equal(wrong.result.statusCode, 400);
    assert.deepEqual(wrong.rows, []);

    const changed = await change(me.password, 'Changed99x');
    assert.equal(changed.result.statusCode, 200, changed.result.body);
    assert.deepEqual(
      changed.rows.map((r) => [r.action, r.actor_id, r.entity, r.entity_id, r.changes]),
      [['account.password_changed', me.user.id, 'system_user', String(me.user.id), []]],
    );
    for (const secret of [me.password, 'Changed99x'])
      assert.ok(!changed.rows[0]!.text.includes(secret));
  });

  it('records a reset asked for a real account and the reset itself, the same answer for an unknown email', async () => {
    const forgot = (email: string) =>
      rowsOf(fx.t, () =>
        fx.t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }),
      );
    const known = await forgot(me.user.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    assert.equal(known.result.statusCode, 200);
    assert.equal(unknown.result.statusCode, 200);
    assert.equal(unknown.result.body, known.result.body);
    assert.deepEqual(unknown.rows, []);
    assert.deepEqual(
      known.rows.map((r) => [r.action, r.actor_kind, r.entity, r.entity_id, r.changes]),
      [['auth.password_reset_requested', 'system', 'system_user', String(me.user.id), []]],
    );

    const reset = (token: string) =>
      rowsOf(fx.t, () =>
        fx.t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'ResetPass77' },
        }),
      );
    const bogus = await reset(newToken().token);
    assert.equal(bogus.result.statusCode, 400);
    assert.deepEqual(bogus.rows, []);

    const { token, hash } = newToken();
    await fx.t.db('password_resets').insert({
      token_hash: hash,
      user_id: me.user.id,
      expires_at: new Date(Date.now() + 60_000),
    });
    const done = await reset(token);
    assert.equal(done.result.statusCode, 200, done.result.body);
    assert.deepEqual(
      done.rows.map((r) => [r.action, r.actor_kind, r.actor_id, r.entity_id, r.changes]),
      [['auth.password_reset', 'staff', me.user.id, String(me.user.id), []]],
    );
    for (const secret of ['ResetPass77', token, hash])
      assert.ok(!done.rows[0]!.text.includes(secret));
  });
});
