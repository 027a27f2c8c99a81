// docs/permissions.md lists the permission of every operation between two markers; this test
// builds that table from the routes themselves and fails when the document says otherwise.
// `WRITE_PERMISSIONS_DOC=1 pnpm --filter @trellis/api test permissions-doc` rewrites it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteOptions } from 'fastify';
import { PERMISSION_LABELS, type Permission } from '@trellis/contracts';
import { createTestApp } from '../helpers/test-app';
import { routeAccess, type RouteAccess } from '../../src/plugins/app/route-access';

const routes: RouteOptions[] = [];
const t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });
const DOC = resolve(import.meta.dirname, '..', '..', '..', 'docs', 'permissions.md');
// Prettier would realign the table; the markers keep it as generated.
const START =
  '<!-- prettier-ignore-start -->\n<!-- permissions:start (generated from the routes; see api/test/system/permissions-doc.test.ts) -->';
const END = '<!-- permissions:end -->\n<!-- prettier-ignore-end -->';

const label = (rule: Permission | readonly Permission[]) =>
  (typeof rule === 'string' ? [rule] : rule).map((p) => PERMISSION_LABELS[p]).join(' or ');

function who(access: RouteAccess): string {
  switch (access.kind) {
    case 'permission':
      return label(access.rule);
    case 'by-body':
      return access.summary.replace(/\|/g, '\\|');
    case 'public':
      return 'public';
    case 'engineer-app':
      return 'mobile engineer session';
    case 'self-service':
      return access.note ?? 'any signed-in account';
    default:
      return access.kind;
  }
}

function table(): string {
  const rows = routes
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method, route }) => method !== 'HEAD' && routeAccess(route).kind !== 'outside-api')
    .map(({ method, route }) => `| \`${method} ${route.url}\` | ${who(routeAccess(route))} |`)
    .sort((a, b) => a.localeCompare(b));
  return ['| operation | who may call it |', '| --- | --- |', ...rows].join('\n');
}

describe('docs/permissions.md', () => {
  after(async () => t.close());

  it('lists every operation with the permission its route declares', () => {
    const text = readFileSync(DOC, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    assert.ok(start >= 0 && end > start, 'the document has the generated section');
    const generated = `${START}\n\n${table()}\n\n${END}`;
    if (process.env.WRITE_PERMISSIONS_DOC === '1')
      writeFileSync(DOC, text.slice(0, start) + generated + text.slice(end + END.length));
    else assert.equal(text.slice(start, end + END.length), generated);
  });
});
