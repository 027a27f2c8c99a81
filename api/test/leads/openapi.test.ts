import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: {
    content: Record<string, { schema: { properties?: object; required?: string[] } }>;
  };
  responses: Record<string, unknown>;
}

describe('the leads calls in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, Operation>>;
  before(async () => {
    t = await createTestApp();
    paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  after(async () => t.close());

  /** The statuses an operation documents, in order, as one line. */
  const statuses = (operation: Operation) => Object.keys(operation.responses).sort().join(' ');

  it('documents every call with its parameters, body and answers', () => {
    const list = paths['/api/leads']!.get!;
    assert.deepEqual(
      list
        .parameters!.filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort(),
      ['customer_id', 'import_id', 'limit', 'order', 'page', 'search', 'sort', 'status'],
    );
    // 404: a saved view named by `?saved=` that the reader cannot read.
    assert.equal(statuses(list), '200 400 401 403 404');

    const create = paths['/api/leads']!.post!;
    const body = create.requestBody!.content['application/json']!.schema;
    assert.ok(['task_name', 'end_client_name', 'status'].every((f) => body.required!.includes(f)));
    assert.ok('customer_id' in body.properties! && 'task_time_hours' in body.properties!);
    assert.equal(statuses(create), '201 400 401 403 409 413 415 422');

    const one = paths['/api/leads/{id}']!;
    assert.equal(statuses(one.get!), '200 400 401 403 404');
    assert.ok(one.put!.requestBody, 'PUT declares its body');
    assert.equal(statuses(one.put!), '200 400 401 403 404 413 415');
    assert.equal(statuses(one.delete!), '200 400 401 403 404 409 413 415');
    const clone = paths['/api/leads/{id}/clone']!.post!;
    assert.equal(statuses(clone), '201 400 401 403 404 409 413 415 422');
  });
});
