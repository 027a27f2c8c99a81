import type { TestApp } from './test-app';

/** A list's query as its address carries it. */
export type ListQuery = Record<string, string | number>;

/** GET `path` with `query` as `cookie`'s account: the list it answers, or an error unless 200. */
export async function getList<T>(
  t: TestApp,
  cookie: string,
  path: string,
  query: ListQuery = {},
): Promise<T> {
  const qs = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const response = await t.app.inject({ method: 'GET', url: `${path}?${qs}`, headers: { cookie } });
  if (response.statusCode !== 200)
    throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}
