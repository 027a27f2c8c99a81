// Sign-in attempts are counted per address in PostgreSQL: two API processes behind a load
// balancer share one limit, and behind a proxy the address is the proxy's word for it, not
// whatever a client writes at the left of X-Forwarded-For.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from '../../src/config';
import { secondProcess } from '../helpers/second-process';
import { createTestApp, type TestApp } from '../helpers/test-app';

const attempt = (app: FastifyInstance, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

describe('rate limits shared across API processes', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  before(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' });
    ({ app: second, close: closeSecond } = await secondProcess(t));
  });
  after(async () => {
    await closeSecond();
    await t.close();
  });

  it('refuses the 4th attempt in a minute from one address, whichever process takes it', async () => {
    const address = '198.51.100.7';
    const statuses = [
      (await attempt(t.app, address)).statusCode,
      (await attempt(second, address)).statusCode,
      (await attempt(t.app, address)).statusCode,
      (await attempt(second, address)).statusCode,
    ];
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    // Another address has its own count.
    assert.equal((await attempt(second, '198.51.100.8')).statusCode, 401);
  });

  it('counts the address the proxy saw, not what a client wrote before it', async () => {
    const statuses: number[] = [];
    for (const spoof of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'])
      statuses.push((await attempt(t.app, `${spoof}, 203.0.113.9`)).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  it('takes TRUST_PROXY as hops or proxy addresses, and refuses true', () => {
    assert.equal(loadConfig({}).TRUST_PROXY, 0);
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY, [
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), ConfigError);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'proxy.local' }), /TRUST_PROXY must be/);
  });
});
