import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES, SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, uniqueEmail } from '../helpers/accounts';
import { resetLinkFrom, startSmtpServer } from '../helpers/smtp';
import {
  acceptInvitation,
  call,
  invite,
  listenToEvents,
  listUsers,
  login,
  roleId,
  type Fixture,
} from './system-user-factory';

describe('inviting a system user: pending → set password → active → sign in', () => {
  let t: TestApp;
  let fixture: Fixture;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let listener: Awaited<ReturnType<typeof listenToEvents>>;
  before(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    fixture = { t, cookie: (await asAdmin(t.app)).cookie };
    listener = await listenToEvents(t);
  });
  after(async () => {
    await listener.stop();
    await t.close();
    await smtp.stop();
  });

  it('creates a pending user with the role, mails a set-password link, and activates on use', async () => {
    const email = uniqueEmail('staff');
    const manager = await roleId(t, 'Manager');
    const mailArrives = smtp.waitForMail();
    const invited = await invite(fixture, { name: 'Grace Hopper', email, role_id: manager });
    assert.deepEqual(
      {
        name: invited.name,
        email: invited.email,
        role: invited.role,
        status: invited.status,
        last_login: invited.last_login,
        avatar: invited.avatar,
      },
      {
        name: 'Grace Hopper',
        email,
        role: { id: manager, name: 'Manager' },
        status: 'pending',
        last_login: null,
        avatar: null,
      },
    );
    await listener.waitFor('system-user:created', invited.id);

    const mail = await mailArrives;
    assert.deepEqual(mail.to, [email]);
    const text = mail.raw.replace(/=\r?\n/g, '');
    assert.match(text, /invited to the Trellis staff web app as Manager/);
    assert.match(resetLinkFrom(mail.raw), /^http:\/\/localhost:8080\/reset-password\?token=/);

    // No password anyone knows until the link is used.
    assert.equal((await login(t, email, 'Anything1')).statusCode, 401);
    const cookie = await acceptInvitation(t, mail.raw, email, 'MyOwnPass9');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    assert.equal(me.json().email, email);

    const listed = await listUsers(fixture, { search: email });
    assert.equal(listed.items[0]!.status, 'active');
    assert.ok(listed.items[0]!.last_login, 'the sign-in is the last login');
    const updated = await listener.waitFor('system-user:updated', invited.id);
    assert.equal(updated.data.status, 'active');
  });

  it('refuses an email that has an account, a missing role and a role that does not exist', async () => {
    const { user } = await asAdmin(t.app);
    const taken = await call(fixture, 'POST', '/api/system-users', {
      name: 'Dup',
      email: user.email.toUpperCase(),
      role_id: await roleId(t, 'Admin'),
    });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().message, MESSAGES.emailTaken);

    const noRole = await call(fixture, 'POST', '/api/system-users', {
      name: 'No Role',
      email: uniqueEmail(),
      role_id: '',
    });
    assert.equal(noRole.statusCode, 400);
    assert.deepEqual(noRole.json().details, [
      { path: 'role_id', message: SYSTEM_USER_MESSAGES.roleRequired },
    ]);
    const unknown = await call(fixture, 'POST', '/api/system-users', {
      name: 'Unknown Role',
      email: uniqueEmail(),
      role_id: 987654,
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().message, SYSTEM_USER_MESSAGES.roleNotFound);
  });

  it('sends a pending user a new link, and refuses once the password is set', async () => {
    const email = uniqueEmail('again');
    const first = smtp.waitForMail();
    const invited = await invite(fixture, { email });
    await first;
    const again = smtp.waitForMail();
    const resent = await call(fixture, 'POST', `/api/system-users/${invited.id}/invitation`);
    assert.equal(resent.statusCode, 200, resent.body);
    assert.equal(resent.json().message, SYSTEM_USER_MESSAGES.invitationSent(email));
    const mail = await again;
    await acceptInvitation(t, mail.raw, email, 'Another9');

    const refused = await call(fixture, 'POST', `/api/system-users/${invited.id}/invitation`);
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, SYSTEM_USER_MESSAGES.onlyPendingInvited);
    assert.equal(
      (await call(fixture, 'POST', '/api/system-users/99999999/invitation')).statusCode,
      404,
    );
  });

  it('tells a pending user who tries to sign in why, once the password matches', async () => {
    const email = uniqueEmail('early');
    const invited = await invite(fixture, { email });
    await t
      .db('users')
      .where({ id: invited.id })
      .update({
        password_hash: await t.app.passwordHasher.hash('Known123'),
      });
    const refused = await login(t, email, 'Known123');
    assert.equal(refused.statusCode, 403);
    assert.deepEqual(refused.json(), {
      code: 'ACCOUNT_PENDING',
      message: SYSTEM_USER_MESSAGES.accountPending,
    });
  });
});
