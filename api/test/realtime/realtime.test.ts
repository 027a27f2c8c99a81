import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import WebSocket from 'ws';
import { connect } from '../helpers/socket-client';
import { useTwoProcesses } from '../helpers/second-process';
import { asAdmin, uniqueEmail, teamManagerCookie } from '../helpers/accounts';

describe('realtime over /api/ws with LISTEN/NOTIFY between API processes', () => {
  const api = useTwoProcesses();

  it('refuses the upgrade without a session', async () => {
    await assert.rejects(connect(api.port), /HTTP 401/);
  });

  it('delivers engineer:created and counts:updated from a write on the other instance', async () => {
    const { cookie } = await asAdmin(api.t.app);
    const { socket, next } = await connect(api.port, cookie);
    try {
      const email = uniqueEmail('eng');
      const created = await api.second.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { cookie: await teamManagerCookie(api.second) },
        payload: { username: 'Remote Eng', email, password: 'Secret123', role: 'engineer' },
      });
      assert.equal(created.statusCode, 201);
      const event = await next('engineer:created');
      assert.equal(event.data.email, email);
      assert.equal(event.data.name, 'Remote Eng');
      const counts = await next('counts:updated');
      assert.equal(counts.data.engineers, 1);
    } finally {
      socket.close();
    }
  });

  it('sends a user profile event only to that user', async () => {
    const alice = await asAdmin(api.t.app);
    const bob = await asAdmin(api.t.app);
    const aliceSocket = await connect(api.port, alice.cookie);
    const bobSocket = await connect(api.port, bob.cookie);
    try {
      const boundary = '----x';
      const payload = `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\nAlice B\r\n--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${alice.user.email}\r\n--${boundary}--\r\n`;
      const response = await api.second.inject({
        method: 'PUT',
        url: '/api/users/me',
        payload,
        headers: {
          cookie: alice.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'x-request-id': 'alice-tab-0001',
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      const specific = await aliceSocket.next(`user:${alice.user.id}:profile:updated`);
      assert.equal(specific.data.userId, alice.user.id);
      assert.equal(specific.requestId, 'alice-tab-0001', 'the socket hears which request it was');
      await aliceSocket.next('user:profile:updated');
      await assert.rejects(bobSocket.next('user:profile:updated'), /no user:profile:updated/);
    } finally {
      aliceSocket.socket.close();
      bobSocket.socket.close();
    }
  });

  it('answers request:engineer:refresh with that engineer, to the asking socket only', async () => {
    const { cookie } = await asAdmin(api.t.app);
    const email = uniqueEmail('eng');
    const created = await api.t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { cookie: await teamManagerCookie(api.t.app) },
      payload: { username: 'Refresh Me', email, password: 'Secret123', role: 'engineer' },
    });
    const { socket, next } = await connect(api.port, cookie);
    try {
      socket.send(
        JSON.stringify({ event: 'request:engineer:refresh', data: { userId: created.json().id } }),
      );
      const event = await next('engineer:updated');
      assert.equal(event.data.email, email);
      assert.equal(event.data.userId, created.json().id);
      socket.send('not json');
      socket.send(JSON.stringify({ event: 'request:engineer:refresh', data: { userId: 'abc' } }));
      socket.send(JSON.stringify({ event: 'ping', data: {} }));
      await assert.rejects(
        next('engineer:updated'),
        /no engineer:updated/,
        'bad messages are ignored without an answer',
      );
      assert.equal(socket.readyState, WebSocket.OPEN, 'and the socket stays open');
    } finally {
      socket.close();
    }
  });

  it('GET /api/counts answers the seven counters', async () => {
    const { cookie } = await asAdmin(api.t.app);
    const response = await api.t.app.inject({
      method: 'GET',
      url: '/api/counts',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(Object.keys(response.json()).sort(), [
      'customerReceivable',
      'customers',
      'engineers',
      'leads',
      'leaves',
      'notifications',
      'tickets',
    ]);
    assert.equal(response.json().engineers, 2);
  });
});
