import assert from 'node:assert/strict';
import { bulkPath, bulkRunSchema, type BulkList, type BulkRun } from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';

/** A list's bulk call (its API path, then /bulk) as `cookie`, asserting nothing. */
export function bulkCall(t: TestApp, cookie: string, list: BulkList, body: object) {
  return t.app.inject({
    method: 'POST',
    url: bulkPath(list),
    payload: body,
    headers: { cookie },
  });
}

/** A bulk call that must run at once: answers its run, checked against the contract. */
export async function bulkDone(
  t: TestApp,
  cookie: string,
  list: BulkList,
  body: object,
): Promise<BulkRun> {
  const response = await bulkCall(t, cookie, list, body);
  assert.equal(response.statusCode, 200, response.body);
  const run = bulkRunSchema.parse(response.json());
  assert.equal(run.state, 'done');
  return run;
}

export function undoRun(t: TestApp, cookie: string, id: number) {
  return t.app.inject({ method: 'POST', url: `/api/bulk/${id}/undo`, headers: { cookie } });
}

export function getRun(t: TestApp, cookie: string, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/bulk/${id}`, headers: { cookie } });
}

/** Polls the run until its job stops running, then answers it. */
export async function finishedRun(t: TestApp, cookie: string, id: number): Promise<BulkRun> {
  for (;;) {
    const run = bulkRunSchema.parse((await getRun(t, cookie, id)).json());
    if (run.state !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
