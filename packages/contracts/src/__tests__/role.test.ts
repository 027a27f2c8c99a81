import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  normalizePermissions,
  PERMISSION_LABELS,
  PERMISSIONS,
  ROLE_LIST_DEFAULTS,
  ROLE_MESSAGES,
  ROLE_STAT_TILES,
  roleBodySchema,
  roleListQuerySchema,
  roleStatsSchema,
} from '../index';

const issues = (input: unknown) => {
  const parsed = roleBodySchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('permissions', () => {
  it('are the spec’s seven, each with a label', () => {
    assert.deepEqual(
      [...PERMISSIONS],
      ['create', 'read', 'update', 'delete', 'manage_users', 'manage_team', 'update_tickets'],
    );
    assert.deepEqual(Object.keys(PERMISSION_LABELS), [...PERMISSIONS]);
    assert.equal(PERMISSION_LABELS.manage_users, 'Manage Users');
  });

  it('normalise to the spec order without repeats', () => {
    assert.deepEqual(normalizePermissions(['update_tickets', 'read', 'read', 'create']), [
      'create',
      'read',
      'update_tickets',
    ]);
  });
});

describe('the role body', () => {
  it('accepts a name, an optional description and a non-empty set of permissions', () => {
    const body = roleBodySchema.parse({
      name: '  Auditor ',
      permissions: ['read', 'delete', 'read'],
    });
    assert.deepEqual(body, { name: 'Auditor', description: '', permissions: ['read', 'delete'] });
  });

  it('refuses an empty name or no permission, with the form’s messages', () => {
    assert.deepEqual(issues({ name: ' ', permissions: ['read'] }), [ROLE_MESSAGES.nameRequired]);
    assert.deepEqual(issues({ name: 'Auditor', permissions: [] }), [
      ROLE_MESSAGES.permissionsRequired,
    ]);
    assert.deepEqual(issues({ name: 'Auditor' }), [ROLE_MESSAGES.permissionsRequired]);
  });

  it('refuses a permission outside the seven', () => {
    const messages = issues({ name: 'Root', permissions: ['read', 'sudo'] });
    assert.equal(messages.length, 1);
    assert.match(messages[0]!, /must be one of: create, read/);
  });

  it('bounds the name and the description', () => {
    assert.deepEqual(issues({ name: 'x'.repeat(61), permissions: ['read'] }), [
      ROLE_MESSAGES.nameTooLong,
    ]);
    assert.deepEqual(issues({ name: 'A', description: 'd'.repeat(501), permissions: ['read'] }), [
      ROLE_MESSAGES.descriptionTooLong,
    ]);
  });
});

describe('the roles list', () => {
  it('defaults to oldest first, a hundred to a page, so the spec roles lead', () => {
    const params = roleListQuerySchema.parse({});
    assert.deepEqual(
      { page: params.page, limit: params.limit, sort: params.sort, order: params.order },
      { page: 1, limit: ROLE_LIST_DEFAULTS.limit, sort: 'created_at', order: 'asc' },
    );
    assert.equal(roleListQuerySchema.safeParse({ sort: 'permissions' }).success, false);
  });

  it('shows the spec’s texts and three stat cards in order', () => {
    assert.equal(ROLE_MESSAGES.noRoles, 'No roles found matching your search criteria.');
    assert.equal(ROLE_MESSAGES.addRole, 'Add New Role');
    assert.deepEqual(
      ROLE_STAT_TILES.map((t) => t.label),
      ['Total Roles', 'Total Users', 'Active Permissions'],
    );
    for (const tile of ROLE_STAT_TILES) assert.ok(tile.key in roleStatsSchema.shape);
  });

  it('names the count when a role in use cannot go', () => {
    assert.equal(
      ROLE_MESSAGES.inUse('Manager', 3),
      'The role Manager is assigned to 3 users; give them another role first.',
    );
    assert.match(ROLE_MESSAGES.inUse('Manager', 1), /to 1 user; give that user/);
  });
});
