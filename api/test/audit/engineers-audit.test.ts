// An engineer's history: the invitation, staff edits (pay and contact details, a deactivation of
// its own), the engineer's own profile edits from the mobile app with bank details masked, the
// mobile sign-ins, and the deletion; nothing for a refused or empty edit, never a password.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { displayCode } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  asManager,
  asSupport,
  sessionCookie,
  uniqueEmail,
  type SignedIn,
} from '../helpers/accounts';
import { hashToken, newToken } from '../../src/lib/tokens';
import {
  mobileLogin,
  mobileSession,
  PASSWORD,
  putProfile,
  registerEngineer,
} from '../engineers/engineer-helpers';
import { changeMap, rowsOf } from './rows-since';

const IBAN = 'GB82 WEST 1234 5698 7654 32';
const SORT_CODE = '401162';

describe('the audit trail of an engineer', () => {
  let t: TestApp;
  let manager: SignedIn;
  before(async () => {
    t = await createTestApp();
    manager = await asManager(t.app, { username: 'Mona Manager' });
  });
  after(async () => t.close());

  const label = (id: number, name: string) => `#${displayCode('engineer', id)} ${name}`;
  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie = manager.cookie,
  ) => t.app.inject({ method, url, payload, headers: { cookie } });

  it('records an invitation with the fields it set, by the staff member who sent it', async () => {
    const email = uniqueEmail('invitee');
    const { result, rows } = await rowsOf(t, () =>
      send('POST', '/api/engineers', { name: 'Ivy Invitee', email, phone: '+44 7000 000001' }),
    );
    assert.equal(result.statusCode, 201, result.body);
    const id = result.json().id as number;
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(row!.action, 'engineer.invited');
    assert.deepEqual([row!.actor_kind, row!.actor_name], ['staff', 'Mona Manager']);
    assert.deepEqual(
      [row!.entity, row!.entity_id, row!.entity_label],
      ['engineer', String(id), label(id, 'Ivy Invitee')],
    );
    assert.deepEqual(changeMap(row!), {
      name: [null, 'Ivy Invitee'],
      email: [null, email],
      phone: [null, '+44 7000 000001'],
      status: [null, 'Invited'],
    });

    // Setting the password from the invitation is the invitee's own act, and activates them.
    const { token, hash } = newToken();
    await t.db('password_resets').insert({
      token_hash: hash,
      user_id: id,
      expires_at: new Date(Date.now() + 60_000),
    });
    assert.equal(hashToken(token), hash);
    const reset = await rowsOf(t, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'FirstPass9' },
      }),
    );
    assert.equal(reset.result.statusCode, 200, reset.result.body);
    assert.deepEqual(
      reset.rows.map((r) => [r.action, r.actor_kind, r.actor_id, r.entity, r.entity_id]),
      [['auth.password_reset', 'engineer', id, 'engineer', String(id)]],
    );
    assert.deepEqual(reset.rows[0]!.changes, [{ field: 'status', from: 'Invited', to: 'Active' }]);
    assert.ok(!reset.rows[0]!.text.includes('FirstPass9'));
    assert.ok(!reset.rows[0]!.text.includes(token));
  });

  it('records a staff edit with only what changed, the pay included, and a deactivation as its own', async () => {
    const engineer = await registerEngineer(t, 'Paul Paid');
    const edit = (body: object, cookie?: string) =>
      rowsOf(t, () => send('PUT', `/api/engineers/${engineer.id}`, body, cookie));

    const paid = await edit({ phone: '+44 7000 000002', pay_rate: '25', pay_currency: 'GBP' });
    assert.equal(paid.result.statusCode, 200, paid.result.body);
    assert.equal(paid.rows.length, 1);
    assert.equal(paid.rows[0]!.action, 'engineer.updated');
    assert.equal(paid.rows[0]!.actor_name, 'Mona Manager');
    assert.deepEqual(changeMap(paid.rows[0]!), {
      phone: ['+44 1234 567890', '+44 7000 000002'],
      pay_rate: [null, '25.00'],
      pay_currency: [null, 'GBP'],
    });

    const same = await edit({ phone: '+44 7000 000002', pay_rate: '25.00' });
    assert.equal(same.result.statusCode, 200, same.result.body);
    assert.deepEqual(same.rows, [], 'an edit that changes nothing records nothing');

    const other = await registerEngineer(t, 'Taken Address');
    const refused = await edit({ email: other.email, pay_rate: '99' });
    assert.equal(refused.result.statusCode, 409, refused.result.body);
    assert.deepEqual(refused.rows, [], 'a refused edit records nothing');

    const denied = await edit({ pay_rate: '1' }, (await asSupport(t.app)).cookie);
    assert.equal(denied.result.statusCode, 403);
    assert.deepEqual(
      denied.rows.map((r) => r.action),
      ['access.denied'],
    );

    const off = await edit({ status: 'Inactive', pay_rate: '30' });
    assert.equal(off.result.statusCode, 200, off.result.body);
    assert.deepEqual(
      off.rows.map((r) => [r.action, r.changes]),
      [
        ['engineer.deactivated', [{ field: 'status', from: 'Active', to: 'Inactive' }]],
        ['engineer.updated', [{ field: 'pay_rate', from: '25.00', to: '30.00' }]],
      ],
    );
    const on = await edit({ status: 'Active' });
    assert.deepEqual(
      on.rows.map((r) => r.action),
      ['engineer.reactivated'],
    );
  });

  it('records the engineer’s own profile edits as theirs, bank details only by their last 4 characters', async () => {
    const engineer = await registerEngineer(t, 'Bea Banked');
    const failed = await rowsOf(t, () => mobileLogin(t, engineer.email, 'Wrong-pass-7'));
    assert.equal(failed.result.statusCode, 401);
    assert.deepEqual(
      failed.rows.map((r) => [r.action, r.actor_kind, r.entity, r.entity_id, r.entity_label]),
      [['auth.sign_in_failed', 'system', 'engineer', String(engineer.id), engineer.email]],
    );
    assert.ok(!failed.rows[0]!.text.includes('Wrong-pass-7'));

    const signIn = await rowsOf(t, () => mobileLogin(t, engineer.email));
    assert.equal(signIn.result.statusCode, 200, signIn.result.body);
    assert.deepEqual(
      signIn.rows.map((r) => [r.action, r.actor_kind, r.actor_id, r.entity]),
      [['auth.signed_in', 'engineer', engineer.id, 'engineer']],
    );
    const cookie = sessionCookie(signIn.result);

    const payment = {
      payment_currency: 'GBP',
      bank_name: 'West Bank',
      account_type: 'Personal',
      account_name: 'Bea Banked',
      sort_code: SORT_CODE,
      iban: IBAN,
    };
    const profile = {
      name: 'Bea Banked-Smith',
      technicalSkills: [{ skill_name: 'Fibre splicing', level: 'Expert' }],
      paymentDetails: payment,
    };
    const edited = await rowsOf(t, () => putProfile(t, cookie, profile));
    assert.equal(edited.result.statusCode, 200, edited.result.body);
    assert.equal(edited.rows.length, 1);
    const [row] = edited.rows;
    assert.equal(row!.action, 'engineer.updated');
    assert.deepEqual(
      [row!.actor_kind, row!.actor_id, row!.actor_name],
      ['engineer', engineer.id, 'Bea Banked'],
    );
    assert.equal(row!.entity_label, label(engineer.id, 'Bea Banked-Smith'));
    const changes = changeMap(row!);
    assert.deepEqual(changes.name, ['Bea Banked', 'Bea Banked-Smith']);
    assert.deepEqual(changes.technical_skills, [[], ['Fibre splicing (Expert)']]);
    assert.deepEqual(changes.bank_name, [null, 'West Bank']);
    assert.deepEqual(changes.iban, [null, '••••5432']);
    assert.deepEqual(changes.sort_code, [null, '••••1162']);
    for (const secret of [IBAN, IBAN.replace(/\s/g, ''), 'WEST12345698', SORT_CODE, PASSWORD])
      assert.ok(!row!.text.includes(secret), `the row holds ${secret}: ${row!.text}`);

    const again = await rowsOf(t, () => putProfile(t, cookie, profile));
    assert.equal(again.result.statusCode, 200, again.result.body);
    assert.deepEqual(again.rows, [], 'the same profile again records nothing');

    const newBank = await rowsOf(t, () =>
      putProfile(t, cookie, {
        paymentDetails: { ...payment, iban: 'DE89 3704 0044 0532 0130 00', sort_code: null },
      }),
    );
    assert.deepEqual(
      newBank.rows.map((r) => r.changes),
      [
        [
          { field: 'sort_code', from: '••••1162', to: null },
          { field: 'iban', from: '••••5432', to: '••••3000' },
        ],
      ],
    );
    assert.ok(!newBank.rows[0]!.text.includes('370400440532013000'));

    const invalid = await rowsOf(t, () =>
      putProfile(t, cookie, { paymentDetails: { ...payment, iban: 'GB00 NOT AN IBAN' } }),
    );
    assert.equal(invalid.result.statusCode, 400);
    assert.deepEqual(invalid.rows, []);

    const signOut = await rowsOf(t, () =>
      t.app.inject({ method: 'POST', url: '/api/engineers/logout', headers: { cookie } }),
    );
    assert.equal(signOut.result.statusCode, 200);
    assert.deepEqual(
      signOut.rows.map((r) => [r.action, r.actor_kind, r.entity_id]),
      [['auth.signed_out', 'engineer', String(engineer.id)]],
    );
  });

  it('keeps a deleted engineer’s name and key fields, and nothing for a refused delete', async () => {
    const engineer = await registerEngineer(t, 'Dee Parted');
    await mobileSession(t, engineer.email);
    const denied = await rowsOf(t, async () =>
      send('DELETE', `/api/engineers/${engineer.id}`, undefined, (await asSupport(t.app)).cookie),
    );
    assert.equal(denied.result.statusCode, 403);
    assert.ok(!denied.rows.some((r) => r.action === 'engineer.deleted'));

    const { result, rows } = await rowsOf(t, () => send('DELETE', `/api/engineers/${engineer.id}`));
    assert.equal(result.statusCode, 200, result.body);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.action, 'engineer.deleted');
    assert.equal(rows[0]!.entity_label, label(engineer.id, 'Dee Parted'));
    assert.deepEqual(changeMap(rows[0]!), {
      name: ['Dee Parted', null],
      email: [engineer.email, null],
      phone: ['+44 1234 567890', null],
      status: ['Active', null],
    });
  });
});
