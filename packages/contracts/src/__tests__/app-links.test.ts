import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { appLink, parseAppLinkQuery, realtimeEventSchema, REALTIME_EVENTS } from '../index';

describe('cross-remote links', () => {
  it('builds /leads/add with the customer, and the target parses it back', () => {
    const href = appLink('leadsAdd', { customerId: 12, customerName: 'Acme & Sons' });
    assert.equal(href, '/leads/add?customerId=12&customerName=Acme+%26+Sons');
    const search = new URL(href, 'http://x').searchParams;
    assert.deepEqual(parseAppLinkQuery('leadsAdd', search), {
      customerId: 12,
      customerName: 'Acme & Sons',
    });
  });
  it('refuses to build a link without a valid query, and reads a broken address as none', () => {
    assert.throws(() => appLink('leadsAdd', { customerId: 0, customerName: 'x' }));
    assert.equal(parseAppLinkQuery('leadsAdd', new URLSearchParams('customerId=abc')), null);
  });
});

describe('realtime event map', () => {
  it('knows the payload of every named event and of each user profile event', () => {
    for (const event of Object.values(REALTIME_EVENTS))
      assert.ok(realtimeEventSchema(event), event);
    assert.deepEqual(realtimeEventSchema('user:7:profile:updated')!.parse({ userId: 7 }), {
      userId: 7,
    });
    assert.equal(realtimeEventSchema('user:x:profile:updated'), null);
  });
  it('rejects a customer event without its code', () => {
    const schema = realtimeEventSchema(REALTIME_EVENTS.customerCreated)!;
    assert.equal(schema.safeParse({ id: 1, name: 'Acme' }).success, false);
  });
});
