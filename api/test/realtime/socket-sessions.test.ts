// A socket answers to the same rules as a request: a client message declares what it needs and
// is refused without it, and a socket lives only as long as its session, whichever API process
// ended the session (sign-out, a password change, a reset, a deactivation).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { REALTIME_CLIENT, REALTIME_EVENTS } from '@trellis/contracts';
import { newToken } from '../../src/lib/tokens';
import { connect } from '../helpers/socket-client';
import { useTwoProcesses } from '../helpers/second-process';
import {
  asAdmin,
  asPending,
  roleIdByName,
  sessionCookie,
  signUp,
  teamManagerCookie,
  uniqueEmail,
} from '../helpers/accounts';

/** The close code of `socket`, once the server closes it (or a timeout's message). */
function closeCode(socket: WebSocket, timeoutMs = 3000): Promise<number | string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(`still open after ${timeoutMs} ms`), timeoutMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('socket access and socket lifetime', () => {
  const api = useTwoProcesses();

  it('refuses to take a client message that declares no access, naming it', () => {
    assert.throws(
      () =>
        api.t.app.realtime.onClientMessage(
          REALTIME_EVENTS.requestEngineerRefresh,
          {} as never,
          () => {},
        ),
      /"request:engineer:refresh" declares no access/,
    );
  });

  it("answers a pending account's refresh request with an error frame, never the engineer", async () => {
    await asAdmin(api.t.app);
    const engineer = await api.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: await teamManagerCookie(api.t.app) },
      payload: {
        username: 'Private Engineer',
        email: uniqueEmail('eng'),
        password: 'Secret123',
        phone: '+44 7700 900123',
        role: 'engineer',
      },
    });
    assert.equal(engineer.statusCode, 201, engineer.body);
    const pending = await asPending(api.t.app);
    const received: string[] = [];
    const { socket, next } = await connect(api.port, pending.cookie);
    socket.on('message', (raw) => received.push(String(raw)));
    try {
      socket.send(
        JSON.stringify({
          event: REALTIME_EVENTS.requestEngineerRefresh,
          data: { userId: engineer.json().id },
        }),
      );
      const refused = await next('error');
      assert.deepEqual(refused.data, {
        code: 'PERMISSION_DENIED',
        message: 'Your role does not allow this',
        event: REALTIME_EVENTS.requestEngineerRefresh,
      });
      await new Promise((r) => setTimeout(r, 200));
      assert.ok(
        received.every((m) => !m.includes('Private Engineer') && !m.includes('900123')),
        received.join('\n'),
      );
    } finally {
      socket.close();
    }
  });

  it('closes the socket when its session signs out on the other process', async () => {
    const { cookie } = await signUp(api.t.app);
    const { socket } = await connect(api.port, cookie);
    const closed = closeCode(socket);
    const out = await api.second.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: api.t.config.publicUrl },
    });
    assert.ok(out.statusCode < 300, out.body);
    assert.equal(await closed, REALTIME_CLIENT.sessionEndedCloseCode);
  });

  it('closes the socket when its session expires', async () => {
    const { cookie, user } = await signUp(api.t.app);
    const { socket } = await connect(api.port, cookie);
    const closed = closeCode(socket);
    // Expired behind the API's back: the sessions' notice, or the minute's check, closes it.
    await api.t
      .db('sessions')
      .where({ user_id: user.id })
      .update({ expires_at: new Date(Date.now() - 1000) });
    assert.equal(await closed, REALTIME_CLIENT.sessionEndedCloseCode);
  });

  it("closes another device's socket on a password change, and keeps this one", async () => {
    const { cookie, user, password } = await signUp(api.t.app);
    const other = sessionCookie(
      await api.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      }),
    );
    const mine = await connect(api.port, cookie);
    const theirs = await connect(api.port, other);
    const theirsClosed = closeCode(theirs.socket);
    const mineClosed = closeCode(mine.socket, 1000);
    const changed = await api.second.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: { cookie, origin: api.t.config.publicUrl },
      payload: { currentPassword: password, newPassword: 'Changed77' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await theirsClosed, REALTIME_CLIENT.sessionEndedCloseCode);
    assert.match(String(await mineClosed), /still open/);
    mine.socket.close();
  });

  it('closes the socket when the password is reset, or the account is deactivated', async () => {
    const reset = await signUp(api.t.app);
    const { token, hash } = newToken();
    await api.t.db('password_resets').insert({
      token_hash: hash,
      user_id: reset.user.id,
      expires_at: new Date(Date.now() + 60_000),
    });
    const resetSocket = await connect(api.port, reset.cookie);
    const resetClosed = closeCode(resetSocket.socket);
    const answered = await api.second.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: api.t.config.publicUrl },
      payload: { token, password: 'BrandNew9' },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal(await resetClosed, REALTIME_CLIENT.sessionEndedCloseCode);

    const admin = await asAdmin(api.t.app);
    const staff = await asAdmin(api.t.app);
    const staffSocket = await connect(api.port, staff.cookie);
    const staffClosed = closeCode(staffSocket.socket);
    const deactivated = await api.second.inject({
      method: 'PUT',
      url: `/api/system-users/${staff.user.id}`,
      headers: { cookie: admin.cookie, origin: api.t.config.publicUrl },
      payload: {
        name: staff.user.username,
        email: staff.user.email,
        role_id: await roleIdByName(api.t.app, 'Admin'),
        status: 'inactive',
      },
    });
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal(await staffClosed, REALTIME_CLIENT.sessionEndedCloseCode);
  });
});
