import assert from 'node:assert/strict';
import {
  API_ROUTES,
  importDetailSchema,
  importPath,
  type ImportDetail,
  type ImportKind,
  type ImportState,
} from '@trellis/contracts';
import { multipart } from '../helpers/multipart';
import type { TestApp } from '../helpers/test-app';

/** Posts `content` as the file of an import into `kind`'s list, asserting nothing. */
export function postImport(
  t: TestApp,
  cookie: string,
  kind: ImportKind,
  content: Buffer | string,
  fields: Record<string, string> = {},
  filename = `${kind}.csv`,
) {
  const body = multipart(fields, [
    { field: 'file', filename, content: Buffer.isBuffer(content) ? content : Buffer.from(content) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: importPath(kind),
    payload: body.payload,
    headers: { ...body.headers, cookie },
  });
}

export async function readImport(t: TestApp, cookie: string, id: number, page = 1) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${API_ROUTES.dataImport(id)}?page=${page}`,
    headers: { cookie },
  });
  assert.equal(response.statusCode, 200, response.body);
  return importDetailSchema.parse(response.json());
}

/** Polls the import until it leaves `passing` (staging, importing), then answers it. */
export async function settled(
  t: TestApp,
  cookie: string,
  id: number,
  passing: readonly ImportState[] = ['staging', 'importing'],
): Promise<ImportDetail> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const detail = await readImport(t, cookie, id);
    if (!passing.includes(detail.import.state)) return detail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`import ${id} did not settle`);
}

/** Posts a file and waits for its preview. */
export async function previewed(
  t: TestApp,
  cookie: string,
  kind: ImportKind,
  content: Buffer | string,
  fields: Record<string, string> = {},
  filename?: string,
): Promise<ImportDetail> {
  const response = await postImport(t, cookie, kind, content, fields, filename);
  assert.equal(response.statusCode, 202, response.body);
  return settled(t, cookie, response.json().id);
}

export function commit(t: TestApp, cookie: string, id: number) {
  return t.app.inject({
    method: 'POST',
    url: API_ROUTES.dataImportCommit(id),
    headers: { cookie },
  });
}

/** Commits a previewed import and waits for it to end. */
export async function committed(t: TestApp, cookie: string, id: number): Promise<ImportDetail> {
  const response = await commit(t, cookie, id);
  assert.equal(response.statusCode, 202, response.body);
  return settled(t, cookie, id);
}
