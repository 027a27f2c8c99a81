import type { FastifyContextConfig } from 'fastify';

/**
 * One record's history is part of reading that record; the whole log (who did what, anywhere)
 * is for those who manage users.
 */
export const auditReadPermission: NonNullable<FastifyContextConfig['permissionByInput']> = {
  summary:
    'Read for one record’s history (`entity` and `entity_id`); Manage Users for the whole log.',
  decide(_body, query) {
    const { entity, entity_id: entityId } = (query ?? {}) as Record<string, unknown>;
    return entity && entityId ? 'read' : 'manage_users';
  },
};
