import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  lastLoginText,
  MESSAGES,
  SYSTEM_USER_MESSAGES,
  SYSTEM_USER_STAT_TILES,
  SYSTEM_USER_STATUS_FILTER_LABELS,
  SYSTEM_USER_TABLE_COLUMNS,
  systemUserEditBodySchema,
  systemUserInviteBodySchema,
  systemUserListQuerySchema,
  systemUserStatsSchema,
} from '../index';

const messagesOf = (schema: typeof systemUserInviteBodySchema, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('the system users screen', () => {
  it('has the spec’s filter labels, columns, cards and empty text', () => {
    assert.deepEqual(Object.values(SYSTEM_USER_STATUS_FILTER_LABELS), [
      'All',
      'Active',
      'Inactive',
      'Pending',
    ]);
    assert.deepEqual(
      [...SYSTEM_USER_TABLE_COLUMNS],
      ['User', 'Role', 'Status', 'Last Login', 'Created', 'Actions'],
    );
    assert.deepEqual(
      SYSTEM_USER_STAT_TILES.map((t) => t.label),
      ['Total Users', 'Active Users', 'Pending Users', 'Total Roles'],
    );
    for (const tile of SYSTEM_USER_STAT_TILES) assert.ok(tile.key in systemUserStatsSchema.shape);
    assert.equal(SYSTEM_USER_MESSAGES.noUsers, 'No users found matching your criteria.');
  });

  it("shows 'Never' for a user who never signed in", () => {
    const format = (iso: string) => iso.slice(0, 10);
    assert.equal(lastLoginText(null, format), 'Never');
    assert.equal(lastLoginText('2026-11-20T10:00:00.000Z', format), '2026-11-20');
  });
});

describe('the list query', () => {
  it('defaults to all statuses, newest first, ten to a page', () => {
    const params = systemUserListQuerySchema.parse({});
    assert.equal(params.status, 'all');
    assert.equal(params.role_id, undefined);
    assert.deepEqual([params.sort, params.order, params.limit], ['created_at', 'desc', 10]);
  });

  it('reads the role and status filters from an address', () => {
    const params = systemUserListQuerySchema.parse({ role_id: '3', status: 'pending' });
    assert.equal(params.role_id, 3);
    assert.equal(params.status, 'pending');
    assert.equal(systemUserListQuerySchema.safeParse({ status: 'Invited' }).success, false);
    assert.equal(systemUserListQuerySchema.safeParse({ role_id: '0' }).success, false);
  });
});

describe('the invite and edit bodies', () => {
  it('take a name, an email and a role id (a select’s string included)', () => {
    assert.deepEqual(
      systemUserInviteBodySchema.parse({ name: ' Ana ', email: 'ana@example.com', role_id: '2' }),
      { name: 'Ana', email: 'ana@example.com', role_id: 2 },
    );
  });

  it('refuse a missing name, a bad email and no role, with the form’s messages', () => {
    assert.deepEqual(
      messagesOf(systemUserInviteBodySchema, { name: '', email: 'x', role_id: '' }),
      [SYSTEM_USER_MESSAGES.nameRequired, MESSAGES.emailInvalid, SYSTEM_USER_MESSAGES.roleRequired],
    );
  });

  it('let an edit set active or inactive, never pending', () => {
    const base = { name: 'Ana', email: 'ana@example.com', role_id: 2 };
    assert.equal(
      systemUserEditBodySchema.parse({ ...base, status: 'inactive' }).status,
      'inactive',
    );
    assert.equal(systemUserEditBodySchema.parse(base).status, undefined);
    assert.equal(systemUserEditBodySchema.safeParse({ ...base, status: 'pending' }).success, false);
  });
});
