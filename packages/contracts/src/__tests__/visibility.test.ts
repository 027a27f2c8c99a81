import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEvent } from '../audit';
import { auditSentence } from '../audit-sentence';
import {
  auditEntryReadable,
  hiddenAuditScope,
  historyPermission,
  visibleAuditChanges,
} from '../visibility';

const payEdit = [
  { field: 'pay_rate', from: '30.00', to: '42.50' },
  { field: 'phone', from: '+44 1', to: '+44 2' },
];

describe('the visibility policy', () => {
  it("keeps a sensitive field's name and drops its values for a reader without its permission", () => {
    assert.deepEqual(visibleAuditChanges('engineer', payEdit, ['read']), [
      { field: 'pay_rate', from: null, to: null, hidden: true },
      { field: 'phone', from: '+44 1', to: '+44 2' },
    ]);
    assert.deepEqual(visibleAuditChanges('engineer', payEdit, ['read', 'manage_team']), payEdit);
    // The same field name on another record is not the engineer's pay.
    assert.deepEqual(visibleAuditChanges('customer', payEdit, ['read']), payEdit);
  });

  it('reads a hidden change as its field alone: "changed Pay rate"', () => {
    const event: AuditEvent = {
      id: 1,
      at: '2026-11-26T10:00:00.000Z',
      actor: { id: 3, name: 'Demo Staff', kind: 'staff' },
      action: 'engineer.updated',
      entity: 'engineer',
      entity_id: '7',
      entity_label: '#AIM-E-007 Paula',
      changes: visibleAuditChanges('engineer', payEdit, ['read']),
      request_id: null,
    };
    assert.equal(auditSentence(event), 'Demo Staff changed Pay rate and Phone from +44 1 to +44 2');
  });

  it("gives a record's history the permission reading the record takes", () => {
    assert.equal(historyPermission('customer'), 'read');
    assert.equal(historyPermission('payout'), 'manage_team');
    assert.equal(historyPermission('system_user'), 'manage_users');
  });

  it('keeps sign-ins and refusals for user managers, whatever record they name', () => {
    const signIn = { entity: 'engineer', action: 'auth.signed_in' };
    assert.equal(auditEntryReadable(signIn, ['read', 'manage_team']), false);
    assert.equal(auditEntryReadable(signIn, ['read', 'manage_users']), true);
    assert.deepEqual(hiddenAuditScope(['read', 'manage_users']), {
      entities: ['payout', 'leave'],
      actionPrefixes: [],
      actions: [],
    });
    assert.deepEqual(hiddenAuditScope(['read', 'manage_team', 'manage_users']).entities, []);
  });
});
