// docs/permissions.md lists the permission of every operation between two markers; this test
// builds that table from the routes themselves and fails when the document says otherwise.
// `WRITE_PERMISSIONS_DOC=1 pnpm --filter @trellis/api test permissions-doc` rewrites it.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RouteOptions } from 'fastify';
import {
  HISTORY_READERS,
  PERMISSION_LABELS,
  SENSITIVE_FIELDS,
  USER_MANAGER_ACTIONS,
  auditFieldLabel,
  type Permission,
} from '@trellis/contracts';
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

const VISIBILITY_START =
  '<!-- prettier-ignore-start -->\n<!-- visibility:start (generated from packages/contracts/src/visibility.ts; see api/test/system/permissions-doc.test.ts) -->';

const VISIBILITY_END = '<!-- visibility:end -->\n<!-- prettier-ignore-end -->';

/** The visibility policy as the document shows it: sensitive fields, then guarded histories. */
function visibility(): string {
  const fields = Object.entries(SENSITIVE_FIELDS).flatMap(([entity, declared]) =>
    Object.entries(declared).map(
      ([field, permission]) =>
        `| ${entity} | ${auditFieldLabel(field)} (\`${field}\`) | ${label(permission as Permission)} |`,
    ),
  );
  const histories = Object.entries(HISTORY_READERS).map(
    ([entity, permission]) => `| ${entity} | ${label(permission)} |`,
  );
  const actions = [
    ...USER_MANAGER_ACTIONS.prefixes.map((p) => `\`${p}*\``),
    ...USER_MANAGER_ACTIONS.exact.map((a) => `\`${a}\``),
  ].join(', ');
  return [
    '| record | field | who may read it |',
    '| --- | --- | --- |',
    ...fields,
    '',
    '| history of | who may read it (every other record: Read) |',
    '| --- | --- |',
    ...histories,
    '',
    `Entries of the actions ${actions}, whatever record they name: ${label('manage_users')}.`,
  ].join('\n');
}

/** Checks (or, with WRITE_PERMISSIONS_DOC=1, rewrites) one generated section of the document. */
function checkSection(start: string, stop: string, content: string) {
  const text = readFileSync(DOC, 'utf8');
  const at = text.indexOf(start);
  const end = text.indexOf(stop, at);
  assert.ok(at >= 0 && end > at, 'the document has the generated section');
  const generated = `${start}\n\n${content}\n\n${stop}`;
  if (process.env.WRITE_PERMISSIONS_DOC === '1')
    writeFileSync(DOC, text.slice(0, at) + generated + text.slice(end + stop.length));
  else assert.equal(text.slice(at, end + stop.length), generated);
}

describe('docs/permissions.md', () => {
  after(async () => t.close());

  it('lists every operation with the permission its route declares', () => {
    checkSection(START, END, table());
  });

  it('lists every sensitive field and guarded history with who may read it', () => {
    checkSection(VISIBILITY_START, VISIBILITY_END, visibility());
  });
});
