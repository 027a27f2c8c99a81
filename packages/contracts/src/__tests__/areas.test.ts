import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  API_ROUTES,
  APP_ROUTES,
  AREA_AUDIT_AREAS,
  AREA_EVENT_AUDIENCE,
  AREA_SCREENS,
  AREA_SIDEBAR_ENTRIES,
  AUDIT_ACTIONS,
  REALTIME_EVENT_SCHEMAS,
  REALTIME_EVENTS,
  recordEvents,
} from '../index';
import { remoteNamed } from '../constants';

describe("the product's lists, built from the areas' descriptors", () => {
  it("names each record's events after its key and its name", () => {
    assert.deepEqual(recordEvents('systemUser', 'system-user', 'manage_users', ['created']), {
      systemUserCreated: { name: 'system-user:created', audience: 'manage_users' },
    });
    assert.equal(REALTIME_EVENTS.assetCreated, 'asset:created');
    assert.equal(REALTIME_EVENTS.payoutsGenerated, 'payouts:generated');
  });

  it('gives every area event its audience and its payload schema', () => {
    assert.equal(AREA_EVENT_AUDIENCE['role:deleted'], 'manage_users');
    assert.equal(AREA_EVENT_AUDIENCE['payout:updated'], 'manage_team');
    assert.equal(AREA_EVENT_AUDIENCE['customer:created'], 'read');
    for (const name of Object.keys(AREA_EVENT_AUDIENCE))
      assert.ok(name in REALTIME_EVENT_SCHEMAS, `${name} has a payload schema`);
  });

  it("merges the areas' paths and audit actions with the product's own", () => {
    assert.equal(API_ROUTES.holiday(3), '/api/holidays/3');
    assert.equal(API_ROUTES.health, '/api/health');
    assert.equal(APP_ROUTES.customerReceivable, '/customer-receivable');
    assert.ok(AUDIT_ACTIONS.includes('invoice.paid') && AUDIT_ACTIONS.includes('auth.signed_in'));
    assert.deepEqual([...AUDIT_ACTIONS].sort(), AUDIT_ACTIONS, 'in name order');
    assert.equal(new Set(AUDIT_ACTIONS).size, AUDIT_ACTIONS.length, 'each once');
    assert.ok(
      AREA_AUDIT_AREAS.some((area) => area.entity === 'invoice' && area.label === 'Invoices'),
    );
  });

  it("mounts each area's screen in the remote its descriptor names, linked from the sidebar", () => {
    for (const screen of AREA_SCREENS) {
      assert.ok(remoteNamed(screen.remote.replace(/-/g, '_')).mounts.includes(screen.path));
      assert.ok(
        AREA_SIDEBAR_ENTRIES.some((entry) => entry.path === screen.path),
        screen.path,
      );
    }
    const badges = AREA_SIDEBAR_ENTRIES.flatMap((entry) => (entry.badge ? [entry.badge] : []));
    assert.deepEqual(badges.sort(), [
      'customerReceivable',
      'customers',
      'engineers',
      'leads',
      'leaves',
      'notifications',
      'tickets',
    ]);
  });
});
