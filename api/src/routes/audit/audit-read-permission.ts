import type { FastifyContextConfig } from 'fastify';
import { historyPermission } from '@trellis/contracts';

/**
 * One record's history is part of reading that record, and takes what reading it takes (a
 * payout's, Manage Team; an account's, Manage Users); the whole log (who did what, anywhere) is
 * for those who manage users.
 */
export const auditReadPermission: NonNullable<FastifyContextConfig['permissionByInput']> = {
  summary:
    'One record’s history (`entity` and `entity_id`) takes what reading the record takes: Read, or Manage Team for payouts and leave, Manage Users for accounts, roles, refused requests, jobs and the log; the whole log takes Manage Users.',
  decide(_body, query) {
    const { entity, entity_id: entityId } = (query ?? {}) as Record<string, unknown>;
    return typeof entity === 'string' && entityId ? historyPermission(entity) : 'manage_users';
  },
};
