import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { useAdminSession } from '../helpers/admin-app';
import errorHandler from '../../src/plugins/app/error-handler';

// What test/system/openapi-fuzz.test.ts found, each pinned down here so that it stays fixed.
describe('inputs the fuzzer found', () => {
  const desk = useAdminSession();

  it('a JSON body nested 20,000 levels deep answers 400 (the NUL guard overflowed its stack: 500)', async () => {
    for (const payload of [
      '{"email":'.repeat(20_000) + '1' + '}'.repeat(20_000),
      '['.repeat(50_000) + ']'.repeat(50_000),
    ]) {
      const response = await desk.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /nested more than 64 levels deep/);
    }
  });

  it('a URL that is not valid percent-encoding answers 400 in our error shape (was Fastify’s own)', async () => {
    for (const url of [
      '/api/customers/%',
      '/api/files/%C0%AF',
      `/api/customers/${'9'.repeat(200)}`,
    ]) {
      const response = await desk.t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: desk.cookie },
      });
      assert.equal(response.statusCode, 400, url);
      assert.deepEqual(Object.keys(response.json()).sort(), ['code', 'message'], response.body);
      assert.equal(response.json().code, 'BAD_REQUEST');
    }
  });

  it('a multipart part whose header holds a bare line feed, before 16 KB of data, is answered (it hung)', async () => {
    const payload = Buffer.from(
      `--B\r\nContent-Disposition: form-data; name="a\nb"\r\n\r\n${'a'.repeat(20_000)}\r\n` +
        `--B\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\r\n--B--\r\n`,
    );
    const answer = desk.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload,
      headers: { 'content-type': 'multipart/form-data; boundary=B', cookie: desk.cookie },
    });
    const late = new Promise((ok) => setTimeout(() => ok('no answer within 5 s'), 5000).unref());
    const response = await Promise.race([answer, late]);
    assert.notEqual(response, 'no answer within 5 s');
    assert.equal((response as Awaited<typeof answer>).statusCode, 400);
  });

  it('a route schema that throws on some input answers 400 without its own words (was 400 with them)', async () => {
    const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    const body = z.unknown().transform((value) => {
      const { start } = value as { start: string }; // throws on a null body
      return start;
    });
    app.post('/thing', { schema: { body } }, async () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/thing',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    await app.close();
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'The request body does not have the expected shape',
      code: 'VALIDATION_FAILED',
    });
  });
});
