import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { newToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';
import { createCustomer } from '../customers/customer-factory';
import { operationsOf, type OpenApiDocument, type Operation } from '../helpers/fuzz/openapi';
import { requestArbitrary, type FuzzRequest } from '../helpers/fuzz/requests';
import { answeredWithin, checkAnswer } from '../helpers/fuzz/checks';

// Every operation of the generated OpenAPI document, so that an area added later is fuzzed
// without anyone listing it. A fixed seed and a bounded count: the same requests on every run.
// FUZZ_SEED and FUZZ_RUNS widen a hunt by hand (FUZZ_RUNS=2000); the suite uses the defaults.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 120);
const ANSWER_WITHIN_MS = 10_000;
// The app's own origin, as the web app sends it on every state-changing request.
const ORIGIN = 'http://localhost:8080';

describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  let operations: Operation[];
  let userId: number;
  let cookie: string;

  before(async () => {
    t = await createTestApp();
    const account = await asAdmin(t.app);
    userId = account.user.id;
    cookie = account.cookie;
    await createCustomer(t, cookie); // something for the small ids to find
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(doc.json() as OpenApiDocument);
  });
  after(async () => t.close());

  /**
   * A fuzzed logout (or a future delete-me) ends the test's session: rather than leave those
   * operations out, a new session is minted for the user (or a new user made) once it is gone.
   */
  async function ensureSession(): Promise<void> {
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    if (me.statusCode !== 401) return;
    const { token, hash } = newToken();
    try {
      await t.app.sessionsRepository.create({
        token_hash: hash,
        user_id: userId,
        kind: 'web',
        expires_at: new Date(Date.now() + 3_600_000),
      });
      cookie = `trellis_session=${token}`;
    } catch {
      const account = await asAdmin(t.app);
      userId = account.user.id;
      cookie = account.cookie;
    }
  }

  async function send(request: FuzzRequest): Promise<LightMyRequestResponse> {
    const inject = () =>
      answeredWithin(
        ANSWER_WITHIN_MS,
        t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: { ...request.headers, cookie, origin: ORIGIN },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        }),
        request,
      );
    const response = await inject();
    if (response.statusCode !== 401 || !response.body.includes('UNAUTHENTICATED')) return response;
    await ensureSession();
    return inject();
  }

  it('finds the operations of every area in the document', () => {
    const names = new Set(operations.map((op) => `${op.method} ${op.path}`));
    for (const expected of [
      'POST /api/auth/register',
      'GET /api/customers/{id}',
      'PUT /api/users/me',
    ])
      assert.ok(names.has(expected), `${expected} is among ${[...names].join(', ')}`);
  });

  it('answers every hostile request below 500, in our error shape, without internals', async (context) => {
    const failures: string[] = [];
    const statuses = new Map<string, number>();
    for (const op of operations) {
      const run = await fc.check(
        fc.asyncProperty(requestArbitrary(op), async (request) => {
          const response = await send(request);
          const family = `${String(response.statusCode)[0]}xx`;
          statuses.set(family, (statuses.get(family) ?? 0) + 1);
          checkAnswer(request, response);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION, endOnFailure: true },
      );
      if (run.failed) failures.push(`${op.method} ${op.path}: ${String(run.errorInstance)}`);
    }
    context.diagnostic(
      `${operations.length} operations, seed ${SEED}: ${[...statuses].map(([k, n]) => `${n} ${k}`).join(', ')}`,
    );
    assert.deepEqual(failures, []);
  });
});
