import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asAdmin } from '../helpers/accounts';
import { useAdminSession } from '../helpers/admin-app';
import { customerBody, listCustomers, uniqueToken } from '../customers/customer-factory';

describe('Idempotency-Key on POST', () => {
  const desk = useAdminSession();

  /** One request's bytes, sendable again as a client's retry would send them. */
  const customerRequest = (name: string, fields: Record<string, string> = {}) =>
    customerBody({ fields: { name, ...fields } });

  const post = (
    body: ReturnType<typeof customerRequest>,
    key: string | undefined,
    as: string = desk.cookie,
  ) =>
    desk.t.app.inject({
      method: 'POST',
      url: '/api/customers',
      payload: body.payload,
      headers: {
        ...body.headers,
        cookie: as,
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
    });

  const customersNamed = async (name: string, as = desk.cookie) =>
    (await listCustomers(desk.t, as, { search: name })).total;

  it('a retry with the same key creates one customer and answers the first body again', async () => {
    const name = uniqueToken();
    const body = customerRequest(name);
    const key = `create-${name}`;
    const first = await post(body, key);
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const retry = await post(body, key);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.match(String(retry.headers['content-type']), /^application\/json/);
    assert.equal(retry.body, first.body);
    assert.equal(await customersNamed(name), 1);
  });

  it('the same key with a different body answers 422 and creates nothing more', async () => {
    const name = uniqueToken();
    const key = `create-${name}`;
    assert.equal((await post(customerRequest(name), key)).statusCode, 201);
    const other = await post(customerRequest(`${name}b`), key);
    assert.equal(other.statusCode, 422);
    assert.equal(other.json().code, 'IDEMPOTENCY_KEY_REUSED');
    assert.match(other.json().message, /already used for a different request/);
    assert.equal(await customersNamed(`${name}b`), 0);
  });

  it('without a key, the same request twice creates two customers', async () => {
    const name = uniqueToken();
    const body = customerRequest(name);
    assert.equal((await post(body, undefined)).statusCode, 201);
    assert.equal((await post(body, undefined)).statusCode, 201);
    assert.equal(await customersNamed(name), 2);
  });

  it("one user's key never replays for another user", async () => {
    const other = (await asAdmin(desk.t.app)).cookie;
    const name = uniqueToken();
    const body = customerRequest(name);
    const mine = await post(body, 'shared-key');
    const theirs = await post(body, 'shared-key', other);
    assert.equal(mine.statusCode, 201);
    assert.equal(theirs.statusCode, 201);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.notEqual(theirs.json().id, mine.json().id);
    assert.equal(await customersNamed(name), 2);
  });

  it('a 4xx the handler answered is kept and replayed as well', async () => {
    const body = customerRequest(uniqueToken(), { status: 'Sleeping' });
    const key = `bad-${uniqueToken()}`;
    const first = await post(body, key);
    assert.equal(first.statusCode, 400, first.body);
    const retry = await post(body, key);
    assert.equal(retry.statusCode, 400);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.body, first.body);
  });

  it('a request while the first with its key still runs answers 409; the first then answers', async () => {
    const { customersService } = desk.t.app;
    const create = customersService.create;
    let release!: () => void;
    let entered!: () => void;
    const gate = new Promise<void>((ok) => (release = ok));
    const inHandler = new Promise<void>((ok) => (entered = ok));
    customersService.create = async (...args) => {
      entered();
      await gate;
      return create(...args);
    };
    try {
      const name = uniqueToken();
      const body = customerRequest(name);
      const key = `slow-${name}`;
      const first = post(body, key);
      await inHandler;
      const concurrent = await post(body, key);
      assert.equal(concurrent.statusCode, 409);
      assert.equal(concurrent.json().code, 'IDEMPOTENCY_KEY_IN_PROGRESS');
      assert.equal(concurrent.headers['retry-after'], '1');
      release();
      assert.equal((await first).statusCode, 201);
      assert.equal((await post(body, key)).headers['idempotent-replayed'], 'true');
      assert.equal(await customersNamed(name), 1);
    } finally {
      customersService.create = create;
    }
  });

  it('a 5xx forgets the key, so that the retry runs again', async () => {
    const { customersService } = desk.t.app;
    const create = customersService.create;
    customersService.create = async () => {
      customersService.create = create;
      throw new Error('the disk caught fire');
    };
    const name = uniqueToken();
    const body = customerRequest(name);
    const key = `fail-${name}`;
    assert.equal((await post(body, key)).statusCode, 500);
    const retry = await post(body, key);
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.headers['idempotent-replayed'], undefined);
    assert.equal(await customersNamed(name), 1);
  });

  it('an expired key is forgotten: the request runs again', async () => {
    const name = uniqueToken();
    const body = customerRequest(name);
    const key = `old-${name}`;
    assert.equal((await post(body, key)).statusCode, 201);
    await desk.t
      .db('idempotency_keys')
      .where({ key })
      .update({ expires_at: new Date(Date.now() - 1) });
    const again = await post(body, key);
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], undefined);
    assert.equal(await customersNamed(name), 2);
  });

  it('a JSON POST on a public route is fingerprinted by its body', async () => {
    const forgot = (email: string) =>
      desk.t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        headers: { 'idempotency-key': 'forgot-1' },
      });
    const first = await forgot('nobody@example.com');
    assert.equal(first.statusCode, 200);
    const retry = await forgot('nobody@example.com');
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.body, first.body);
    assert.equal((await forgot('somebody@example.com')).statusCode, 422);
  });

  it('a response that starts a session is never kept: a retried login signs in again', async () => {
    const account = await asAdmin(desk.t.app);
    const login = () =>
      desk.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: account.password },
        headers: { 'idempotency-key': `login-${account.user.id}` },
      });
    for (const response of [await login(), await login()]) {
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['idempotent-replayed'], undefined);
      assert.ok(response.cookies.some((c) => c.name === 'trellis_session'));
    }
  });

  it('a malformed key answers 400 and creates nothing', async () => {
    const name = uniqueToken();
    for (const key of ['', 'x'.repeat(256), 'café']) {
      const response = await post(customerRequest(name), key);
      assert.equal(response.statusCode, 400, `key ${JSON.stringify(key)}`);
      assert.equal(
        response.json().message,
        'The Idempotency-Key header must be 1 to 255 printable ASCII characters',
      );
    }
    assert.equal(await customersNamed(name), 0);
  });

  it('the OpenAPI document shows the header on every POST, and only there', async () => {
    const doc = (await desk.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const operations = Object.values(doc.paths).flatMap((ops) => Object.entries(ops));
    for (const [method, operation] of operations) {
      const documented = (operation.parameters ?? []).some(
        (p) => p.in === 'header' && p.name === 'idempotency-key',
      );
      assert.equal(documented, method === 'post', method);
    }
    assert.ok(operations.some(([method]) => method === 'post'));
  });
});
