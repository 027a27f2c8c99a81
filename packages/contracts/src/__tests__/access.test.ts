import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { holdsPermission, pagePermission } from '../access';

describe('pagePermission: what a page needs', () => {
  it('asks Read of ordinary pages, and more of the pages that change or administer', () => {
    assert.equal(pagePermission('/customers'), 'read');
    assert.equal(pagePermission('/tickets'), 'read');
    assert.equal(pagePermission('/engineer-payout'), 'manage_team');
    assert.equal(pagePermission('/debug-engineer'), 'manage_team');
    assert.equal(pagePermission('/roles'), 'manage_users');
    assert.equal(pagePermission('/system-users'), 'manage_users');
    assert.equal(pagePermission('/activity'), 'manage_users');
    assert.equal(pagePermission('/customers/add'), 'create');
    assert.equal(pagePermission('/customers/edit/5'), 'update');
    assert.equal(pagePermission('/leads/edit/7'), 'update');
    assert.equal(pagePermission('/tickets/create'), 'create');
    assert.equal(pagePermission('/tickets/create', '?fromTicket=3'), 'update');
    assert.equal(pagePermission('/tickets/edit/3'), 'update');
    assert.equal(pagePermission('/tickets/create', '?leadId=3'), 'create');
  });

  it('asks nothing of the profile and password pages, and is not fooled by a longer name', () => {
    assert.equal(pagePermission('/profile'), null);
    assert.equal(pagePermission('/change-password'), null);
    assert.equal(pagePermission('/profiles-of-others'), 'read');
    assert.equal(pagePermission('/rolesx'), 'read');
    assert.equal(pagePermission('/activityx'), 'read');
  });

  it('reads a user’s permissions, none when signed out', () => {
    assert.equal(holdsPermission({ permissions: ['read'] }, 'read'), true);
    assert.equal(holdsPermission({ permissions: ['read'] }, 'delete'), false);
    assert.equal(holdsPermission(null, 'read'), false);
  });
});
