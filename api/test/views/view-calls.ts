import type { InjectOptions } from 'fastify';
import type { SavedViewBodyInput } from '@trellis/contracts';
import type { TestApp } from '../helpers/test-app';

type Method = NonNullable<InjectOptions['method']>;

/** A call to the views API in the session of `cookie`. */
export const viewCall = (
  t: TestApp,
  cookie: string,
  method: Method,
  url: string,
  payload?: object,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** Saves a view and answers the created item (fails on anything but a 201). */
export async function saveView(t: TestApp, cookie: string, body: SavedViewBodyInput) {
  const response = await viewCall(t, cookie, 'POST', '/api/views', body);
  if (response.statusCode !== 201)
    throw new Error(`saving a view failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The names of a list's views as `cookie`'s user sees them, in the menu's order. */
export async function viewNames(t: TestApp, cookie: string, list: string): Promise<string[]> {
  const response = await viewCall(t, cookie, 'GET', `/api/views?list=${list}`);
  if (response.statusCode !== 200)
    throw new Error(`listing views failed: ${response.statusCode} ${response.body}`);
  return response.json().items.map((v: { name: string }) => v.name);
}
