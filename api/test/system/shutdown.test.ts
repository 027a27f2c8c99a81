import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { customerBody } from '../customers/customer-factory';
import { PDF_BYTES } from '../helpers/multipart';
import { commandOf, descendants, isAlive, waitUntil } from '../helpers/process-tree';
import { startProduct, type RunningProduct } from '../helpers/running-product';

async function signUp(product: RunningProduct): Promise<string> {
  const response = await fetch(`${product.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: product.origin },
    body: JSON.stringify({
      username: 'Drain Tester',
      email: `drain.${process.pid}.${Date.now()}@example.com`,
      password: 'Secret123',
    }),
  });
  assert.equal(response.status, 201, await response.text());
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** Sends a multipart customer create slowly: its head now, the rest after `beforeRest` resolves. */
function slowCustomerUpload(product: RunningProduct, cookie: string, beforeRest: Promise<void>) {
  const body = customerBody({
    fields: { name: 'Uploaded While Draining' },
    documents: [{ title: 'Contract' }],
    files: [
      {
        field: 'doc_files',
        filename: 'contract.pdf',
        content: Buffer.concat([PDF_BYTES, Buffer.alloc(256 * 1024, 32)]),
        type: 'application/pdf',
      },
    ],
  });
  const url = new URL('/api/customers', product.baseUrl);
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        ...body.headers,
        'content-length': String(body.payload.length),
        cookie,
        origin: product.origin,
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', fail);
    const split = Math.floor(body.payload.length / 2);
    req.write(body.payload.subarray(0, split));
    void beforeRest.then(async () => {
      // The rest trickles in over about a second, well inside the grace period.
      for (let at = split; at < body.payload.length; at += 32 * 1024) {
        req.write(body.payload.subarray(at, at + 32 * 1024));
        await new Promise((r) => setTimeout(r, 100));
      }
      req.end();
    });
  });
}

describe('npm start under SIGTERM', { timeout: 240_000 }, () => {
  const started: RunningProduct[] = [];
  after(async () => Promise.all(started.map((p) => p.cleanUp())));

  it('finishes an upload in flight, then stops every process it started (API and PostgreSQL)', async () => {
    const product = await startProduct();
    started.push(product);
    const tree = descendants(product.child.pid!);
    assert.ok(
      tree.some((pid) => commandOf(pid).includes('postgres')),
      `PostgreSQL runs under npm start: ${tree.map(commandOf).join(' | ')}`,
    );
    const cookie = await signUp(product);

    let signalSent!: () => void;
    const sent = new Promise<void>((r) => (signalSent = r));
    // Five uploads, each half sent when the signal comes: requests the server is in the middle of.
    const uploads = Array.from({ length: 5 }, () => slowCustomerUpload(product, cookie, sent));
    await new Promise((r) => setTimeout(r, 500));
    product.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    signalSent();

    const results = await Promise.all(uploads);
    const dropped = results.filter((r) => r.status !== 201);
    assert.deepEqual(dropped, [], 'every upload in flight completed');
    assert.equal(JSON.parse(results[0]!.body).name, 'Uploaded While Draining');
    console.log(`# shutdown: ${results.length} uploads in flight at SIGTERM, 0 dropped`);

    assert.equal(await product.exited(30_000), 0, `npm start exited cleanly:\n${product.output()}`);
    const gone = await waitUntil(() => tree.every((pid) => !isAlive(pid)), 15_000);
    assert.ok(
      gone,
      `still running: ${tree
        .filter(isAlive)
        .map((pid) => `${pid} ${commandOf(pid)}`)
        .join(', ')}`,
    );
    assert.match(product.output(), /draining requests/);
  });

  it('runs API_WORKERS processes on one port that act as one, and stops them all', async () => {
    const product = await startProduct({ API_WORKERS: '2' });
    started.push(product);
    assert.ok(await waitUntil(() => /with 2 API workers/.test(product.output()), 30_000));
    const workers = descendants(product.child.pid!).filter((pid) =>
      commandOf(pid).includes('src/server.ts'),
    );
    // The primary plus its two workers.
    assert.equal(workers.length, 3, workers.map(commandOf).join(' | '));

    // A session made through one worker is honoured by whichever worker answers next.
    const cookie = await signUp(product);
    for (let i = 0; i < 10; i++) {
      const me = await fetch(`${product.baseUrl}/api/users/me`, {
        headers: { cookie, connection: 'close' },
      });
      assert.equal(me.status, 200);
    }
    const tree = descendants(product.child.pid!);
    product.child.kill('SIGTERM');
    assert.equal(await product.exited(30_000), 0, product.output());
    assert.ok(await waitUntil(() => tree.every((pid) => !isAlive(pid)), 15_000));
    assert.match(product.output(), /draining 2 API workers/);
  });

  it('stops everything when a supervisor signals the npm process alone', async () => {
    const product = await startProduct({}, { viaNpm: true });
    started.push(product);
    const tree = descendants(product.child.pid!);
    assert.ok(
      tree.some((pid) => commandOf(pid).includes('scripts/start.mjs')),
      tree.map(commandOf).join(' | '),
    );
    // process.kill on the pid alone: not its group, as systemd or a container runtime does.
    process.kill(product.child.pid!, 'SIGTERM');
    assert.ok(
      await waitUntil(() => tree.every((pid) => !isAlive(pid)), 30_000),
      `still running: ${tree
        .filter(isAlive)
        .map((pid) => `${pid} ${commandOf(pid)}`)
        .join(', ')}`,
    );
  });
});
