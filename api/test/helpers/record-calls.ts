import type { TestApp } from './test-app';
import { getList, type ListQuery } from './list-call';

/** An app under test and the session cookie its calls are made with. */
export interface SignedInApp {
  t: TestApp;
  cookie: string;
}

/**
 * The calls of a record API under `path` (`/api/assets`): POST (no id) or PUT `path/:id` with a
 * JSON body, GET and DELETE `path/:id`, none asserting; and the list with a query, asserting 200.
 */
export function recordCalls<List>(path: string) {
  return {
    send: ({ t, cookie }: SignedInApp, payload: unknown, id?: number | string) =>
      t.app.inject({
        method: id === undefined ? 'POST' : 'PUT',
        url: id === undefined ? path : `${path}/${id}`,
        payload: payload as Record<string, unknown>,
        headers: { cookie },
      }),
    get: ({ t, cookie }: SignedInApp, id: number | string) =>
      t.app.inject({ method: 'GET', url: `${path}/${id}`, headers: { cookie } }),
    remove: ({ t, cookie }: SignedInApp, id: number | string) =>
      t.app.inject({ method: 'DELETE', url: `${path}/${id}`, headers: { cookie } }),
    list: ({ t, cookie }: SignedInApp, query: ListQuery = {}) =>
      getList<List>(t, cookie, path, query),
  };
}

/** A create's answer: the record it answers, or an error unless 201. */
export function createdRecord<T>(response: { statusCode: number; body: string; json(): unknown }) {
  if (response.statusCode !== 201)
    throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}
