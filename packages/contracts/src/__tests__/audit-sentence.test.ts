import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AuditEvent } from '../audit';
import { auditFieldLabel, auditSentence, auditValue } from '../audit-sentence';

const event = (overrides: Partial<AuditEvent>): AuditEvent => ({
  id: 1,
  at: '2026-11-26T10:00:00.000Z',
  actor: { id: 3, name: 'Priya Raman', kind: 'staff' },
  action: 'ticket.updated',
  entity: 'ticket',
  entity_id: '12',
  entity_label: '#AIM-T-012 Boiler service',
  changes: [],
  request_id: null,
  ...overrides,
});

describe('auditSentence: an entry as a person reads it', () => {
  it('tells a bulk action, its stop and its undo by the action and its records', () => {
    const bulk = (action: string, label: string) =>
      auditSentence(event({ action, entity_id: null, entity_label: label }), { withRecord: true });
    assert.equal(
      bulk('bulk_action.applied', 'Change status: 20 tickets'),
      'Priya Raman applied Change status: 20 tickets',
    );
    assert.equal(
      bulk('bulk_action.cancelled', 'Change status: 50000 tickets'),
      'Priya Raman stopped Change status: 50000 tickets',
    );
    assert.equal(
      bulk('bulk_action.undone', 'Change status: 19 tickets'),
      'Priya Raman undid Change status: 19 tickets',
    );
    const exported = event({
      action: 'bulk_action.exported',
      entity_id: null,
      entity_label: '2 customers',
      changes: [{ field: 'filters', from: null, to: { search: 'Exported' } }],
    });
    assert.equal(auditSentence(exported), 'Priya Raman exported 2 customers (Search: Exported)');
  });

  it('says what changed, from what to what', () => {
    const e = event({
      action: 'ticket.status_changed',
      changes: [{ field: 'status', from: 'Offered', to: 'Accepted' }],
    });
    assert.equal(auditSentence(e), 'Priya Raman changed Status from Offered to Accepted');
    assert.equal(
      auditSentence(e, { withRecord: true }),
      'Priya Raman changed Status from Offered to Accepted on #AIM-T-012 Boiler service',
    );
  });

  it('lists only the field names when three or more changed', () => {
    const e = event({
      changes: [
        { field: 'name', from: 'A', to: 'B' },
        { field: 'account_email', from: null, to: 'x@y.z' },
        { field: 'vat_no', from: '1', to: '2' },
      ],
    });
    assert.equal(auditSentence(e), 'Priya Raman changed Name, Account email, Vat no');
  });

  it('names the record on creates and deletes, the entity kind in its own history', () => {
    const e = event({
      action: 'customer.created',
      entity: 'customer',
      entity_label: '#AIM-C-012 Acme',
    });
    assert.equal(auditSentence(e), 'Priya Raman created the customer');
    assert.equal(auditSentence(e, { withRecord: true }), 'Priya Raman created #AIM-C-012 Acme');
  });

  it('puts the record where the phrase needs it', () => {
    const e = event({
      action: 'invoice.paid',
      entity: 'invoice',
      entity_label: 'INV-2026-0001 Acme',
    });
    assert.equal(auditSentence(e), 'Priya Raman marked the invoice as paid');
    assert.equal(
      auditSentence(e, { withRecord: true }),
      'Priya Raman marked INV-2026-0001 Acme as paid',
    );
  });

  it('says who a ticket went to, and speaks of the system when nobody acted', () => {
    const e = event({
      action: 'ticket.assigned',
      actor: { id: null, name: null, kind: 'system' },
      changes: [{ field: 'engineer', from: null, to: 'Bo Li' }],
    });
    assert.equal(auditSentence(e), 'The system assigned it to Bo Li');
  });

  it('names the area and the filters of an export, and the permission of a refusal', () => {
    const exported = event({
      action: 'payouts.exported',
      entity: 'payout',
      entity_id: null,
      entity_label: null,
      changes: [{ field: 'filters', from: null, to: { month: '2026-11' } }],
    });
    assert.equal(auditSentence(exported), 'Priya Raman exported payouts (Month: 2026-11)');
    const unfiltered = {
      ...exported,
      entity_label: 'Payouts',
      changes: [{ field: 'filters', from: null, to: {} }],
    };
    assert.equal(auditSentence(unfiltered), 'Priya Raman exported Payouts');
    const denied = event({
      action: 'access.denied',
      entity: 'route',
      entity_id: null,
      entity_label: 'GET /api/roles',
      changes: [{ field: 'permission', from: null, to: 'manage_users' }],
    });
    assert.equal(
      auditSentence(denied),
      'Priya Raman was refused GET /api/roles (needs manage_users)',
    );
  });

  it('reads values and field names plainly', () => {
    assert.equal(auditFieldLabel('engineer_id'), 'Engineer');
    assert.equal(auditValue(null), 'empty');
    assert.equal(auditValue(['a', 'b']), 'a, b');
    assert.equal(auditValue(true), 'yes');
    assert.equal(auditValue('x'.repeat(100)).length, 80);
  });
});
