// Every error a route answers is in its schema.response, so the OpenAPI document lists it: the
// shared hooks' statuses are added to each route they apply to, and in tests every error answer
// is checked against the route's declaration (plugins/app/error-coverage.ts; the test app
// reports what is missing). This file checks those two pieces on a bare app.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from '../../src/lib/app-error';
import { errorResponses } from '../../src/lib/error-responses';
import errorHandler from '../../src/plugins/app/error-handler';
import errorCoverage from '../../src/plugins/app/error-coverage';
import sharedErrors, { sharedErrorStatuses } from '../../src/plugins/app/shared-errors';

describe('the error statuses every route gets from the shared hooks', () => {
  it('follow the access rule, the method and the rate limit', () => {
    assert.deepEqual(
      sharedErrorStatuses({ url: '/api/things', method: 'GET', config: {} }),
      [400, 401, 403],
    );
    assert.deepEqual(
      sharedErrorStatuses({ url: '/api/things/:id', method: 'DELETE', config: {} }),
      [400, 401, 403, 413, 415],
    );
    assert.deepEqual(
      sharedErrorStatuses({
        url: '/api/auth/login',
        method: 'POST',
        config: { public: true, rateLimit: { max: 1 } },
      }),
      [400, 403, 409, 413, 415, 422, 429],
    );
    assert.deepEqual(
      sharedErrorStatuses({ url: '/api/health', method: 'GET', config: { public: true } }),
      [400],
    );
    assert.deepEqual(sharedErrorStatuses({ url: '/', method: 'GET', config: {} }), []);
  });
});

describe('the check of error answers against the declarations', () => {
  let app: FastifyInstance;
  before(async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandler);
    await app.register(sharedErrors);
    await app.register(errorCoverage, { check: true });
    const fail = (error: AppError) => async () => {
      throw error;
    };
    app.get(
      '/api/declared',
      { config: { public: true }, schema: { response: errorResponses(404) } },
      fail(new AppError('NOT_FOUND', 'Thing not found')),
    );
    app.get(
      '/api/undeclared',
      { config: { public: true }, schema: {} },
      fail(new AppError('CONFLICT', 'Taken')),
    );
    app.get(
      '/api/shared',
      { config: {}, schema: {} },
      fail(new AppError('UNAUTHENTICATED', 'Please sign in to continue')),
    );
    app.get(
      '/api/overloaded',
      { config: { public: true } },
      fail(new AppError('OVERLOADED', 'The server is overloaded.')),
    );
    app.get('/api/broken', { config: { public: true } }, async () => {
      throw new Error('a bug');
    });
    await app.ready();
  });
  after(async () => app.close());

  it('notes only the error a route answers without declaring it, once', async () => {
    for (const url of ['/api/declared', '/api/shared', '/api/overloaded', '/api/broken'])
      assert.ok((await app.inject({ url })).statusCode >= 400, url);
    assert.deepEqual(app.undeclaredErrors, []);
    const answers = [await app.inject({ url: '/api/undeclared' })];
    answers.push(await app.inject({ url: '/api/undeclared' }));
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      [409, 409],
      'the answer itself is left alone',
    );
    assert.deepEqual(app.undeclaredErrors, ['GET /api/undeclared answered 409 CONFLICT']);
  });
});
