// Every write and every export says what it records, in names the screens know: each route's
// declared actions are in the contracts' list, and each listed action is recorded somewhere.
// (That a successful call really leaves its rows is checked on every call the suite makes: see
// plugins/app/audit-coverage.ts.)
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { RouteOptions } from 'fastify';
import { AUDIT_ACTIONS, AUDIT_ACTIONS_OUTSIDE_ROUTES } from '@trellis/contracts';
import { isAuditable } from '../../src/plugins/app/audit-coverage';
import { createTestApp } from '../helpers/test-app';

const routes: RouteOptions[] = [];
const t = await createTestApp({}, { onRoute: (route) => void routes.push(route) });

describe('audit declarations', () => {
  after(async () => t.close());

  const auditable = () => routes.filter(isAuditable);
  const name = (r: RouteOptions) => `${[r.method].flat().join(',')} ${r.url}`;

  it('covers every write and export the API has, each with actions or a reason', () => {
    assert.ok(auditable().length >= 50, `${auditable().length} auditable routes`);
    for (const route of auditable()) {
      const audit = route.config?.audit;
      assert.ok(audit, `${name(route)} declares nothing`);
      if ('none' in audit) assert.ok(audit.none.length > 10, `${name(route)} gives no reason`);
      else assert.ok(audit.actions.length > 0, `${name(route)} declares no action`);
    }
    assert.ok(
      auditable().some((r) => r.url.endsWith('.csv')),
      'the CSV exports are writes of a kind: who took what',
    );
  });

  it('declares only actions the screens know, and leaves none of those unrecorded', () => {
    const known = new Set<string>(AUDIT_ACTIONS);
    const declared = new Set(
      auditable().flatMap((r) => {
        const audit = r.config?.audit;
        return audit && 'actions' in audit ? audit.actions : [];
      }),
    );
    assert.deepEqual(
      [...declared].filter((a) => !known.has(a)),
      [],
      'declared but not listed',
    );
    const recorded = new Set([...declared, ...AUDIT_ACTIONS_OUTSIDE_ROUTES]);
    assert.deepEqual(
      AUDIT_ACTIONS.filter((a) => !recorded.has(a)),
      [],
      'listed but never declared',
    );
  });
});
