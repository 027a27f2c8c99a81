import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin } from '../helpers/accounts';

describe('bad input answers 4xx with a clear message', () => {
  let t: TestApp;
  before(async () => (t = await createTestApp()));
  after(async () => t.close());

  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': contentType },
    });

  it('malformed JSON → 400', async () => {
    const response = await login('{"email": ');
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), {
      message: 'The request body is not valid JSON',
      code: 'BAD_REQUEST',
    });
  });

  it('wrong types → 400 naming the field', async () => {
    const response = await login(JSON.stringify({ email: 42, password: ['x'] }));
    assert.equal(response.statusCode, 400);
    const body = response.json();
    assert.equal(body.code, 'VALIDATION_FAILED');
    assert.deepEqual(body.details.map((d: { path: string }) => d.path).sort(), [
      'email',
      'password',
    ]);
  });

  it('missing fields → 400 with the spec messages', async () => {
    const response = await login('{}');
    assert.equal(response.statusCode, 400);
    const messages = response.json().details.map((d: { message: string }) => d.message);
    assert.ok(messages.includes('Password is required'));
  });

  it('a JSON array or null body → 400', async () => {
    assert.equal((await login('[]')).statusCode, 400);
    assert.equal((await login('null')).statusCode, 400);
  });

  it('an oversize body → 413', async () => {
    const response = await login(
      JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().code, 'PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type → 415', async () => {
    const response = await login('<email>a</email>', 'application/xml');
    assert.equal(response.statusCode, 415);
  });

  it('a non-numeric id → 400, an unknown id → 404', async () => {
    const { cookie } = await asAdmin(t.app);
    const bad = await t.app.inject({ method: 'GET', url: '/api/files/abc', headers: { cookie } });
    assert.equal(bad.statusCode, 400);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/files/999999',
      headers: { cookie },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'File not found');
  });

  it('a state-changing request from another site is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.json().code, 'ORIGIN_MISMATCH');
  });

  it('a request from the app origin passes the origin check', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
      headers: { origin: 'http://localhost:8080' },
    });
    assert.equal(response.statusCode, 401);
  });
});
