import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { API_ROUTES } from '@trellis/contracts';
import { ConfigError, loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Holds the event loop, as a request doing heavy synchronous work would. */
function blockEventLoop(ms: number): void {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy: nothing else in this process runs meanwhile
  }
}

/**
 * Keeps the event loop lagging until the returned function is called: every sample window of the
 * monitor then sees the lag, so the state cannot settle between noticing it and the requests.
 */
function lagContinuously(blockMs: number): () => void {
  const timer = setInterval(() => blockEventLoop(blockMs), 1);
  return () => clearInterval(timer);
}

async function until(condition: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not ${what} within ${ms} ms`);
    await new Promise((ok) => setTimeout(ok, 5));
  }
}

describe('load shedding', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' })));
  after(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 503 with Retry-After while the event loop lags, liveness still 200, then 200 once it settles', async () => {
    // Starting the app is itself synchronous work the monitor may still be reporting.
    await until(() => !t.app.isUnderPressure(), 'settled after start');
    assert.equal((await get(API_ROUTES.health)).statusCode, 200);
    const stopLagging = lagContinuously(200);
    let readiness, protectedRoute, liveness;
    try {
      await until(() => t.app.isUnderPressure(), 'under pressure');
      [readiness, protectedRoute, liveness] = await Promise.all([
        get(API_ROUTES.health),
        get('/api/customers'),
        get(API_ROUTES.healthLive),
      ]);
    } finally {
      stopLagging();
    }
    for (const shed of [readiness, protectedRoute]) {
      assert.equal(shed.statusCode, 503, shed.body);
      assert.equal(shed.headers['retry-after'], '5');
      assert.deepEqual(shed.json(), {
        message: 'The server is overloaded. Please try again in a few seconds.',
        code: 'OVERLOADED',
      });
    }
    assert.equal(liveness.statusCode, 200);

    await until(() => !t.app.isUnderPressure(), 'settled');
    assert.equal((await get(API_ROUTES.health)).statusCode, 200);
  });

  it('MAX_EVENT_LOOP_DELAY_MS defaults to 1000 ms, 0 turns it off, and nonsense is refused', async () => {
    assert.equal(loadConfig({}).MAX_EVENT_LOOP_DELAY_MS, 1000);
    assert.equal(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).MAX_EVENT_LOOP_DELAY_MS, 0);
    assert.throws(
      () => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: 'soon' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /MAX_EVENT_LOOP_DELAY_MS must be a number/.test(error.message),
    );
    const off = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' });
    try {
      assert.equal(off.app.hasDecorator('isUnderPressure'), false);
      assert.equal(
        (await off.app.inject({ method: 'GET', url: API_ROUTES.health })).statusCode,
        200,
      );
    } finally {
      await off.close();
    }
  });
});
