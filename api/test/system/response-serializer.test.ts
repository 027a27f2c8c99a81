// Responses are written by serializers compiled from the contracts' JSON Schema. Every route's
// contract compiles (none falls back to the slower check-then-stringify), a property the contract
// does not declare never reaches the client, and in the tests each answer is also checked
// against its zod contract, so a response that breaks it fails loudly.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  compileResponseSerializer,
  createResponseSerializer,
} from '../../src/lib/response-serializer';

const routes: RouteOptions[] = [];
const t: TestApp = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
after(() => t.close());

const person = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });

async function appAnswering(payload: unknown, checkResponses: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ checkResponses }));
  app.get('/person', { schema: { response: { 200: person } } }, async () => payload);
  await app.ready();
  return app;
}

describe('response serializers', () => {
  it("compile from every route's contract", () => {
    const responses = routes.flatMap((route) =>
      Object.entries(
        (route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {},
      ).map(([status, schema]) => ({ route: `${route.method} ${route.url} ${status}`, schema })),
    );
    assert.ok(responses.length > 100, `${responses.length} response contracts`);
    const slow = responses
      .filter(({ schema }) => compileResponseSerializer(schema as z.ZodType) === null)
      .map(({ route }) => route);
    assert.deepEqual(slow, []);
  });

  for (const checkResponses of [false, true])
    it(`never write a property the contract leaves out (${checkResponses ? 'checked' : 'as in production'})`, async () => {
      const app = await appAnswering(
        { id: 1, name: 'Ada', note: null, password_hash: 'secret', role_id: 3 },
        checkResponses,
      );
      const res = await app.inject({ method: 'GET', url: '/person' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json(), { id: 1, name: 'Ada', note: null });
      assert.doesNotMatch(res.body, /secret|password_hash|role_id/);
      await app.close();
    });

  it('refuse, in the tests, an answer that breaks its contract', async () => {
    const app = await appAnswering({ id: 'one', name: 'Ada', note: null }, true);
    const res = await app.inject({ method: 'GET', url: '/person' });
    assert.equal(res.statusCode, 500);
    await app.close();
  });
});
