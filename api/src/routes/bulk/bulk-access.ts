import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import {
  BULK_ACTION_OFFERS,
  PERMISSION_LABELS,
  type BulkActionOffer,
  type BulkList,
} from '@trellis/contracts';
import type { PermissionRule } from '../../plugins/app/permissions';
import { enforcePermission } from '../../plugins/app/permissions';

type ByInput = NonNullable<FastifyContextConfig['permissionByInput']>;

const offersOf = (list: BulkList) =>
  BULK_ACTION_OFFERS[list] as Record<string, { permission: readonly string[] } | undefined>;

/** What an action takes: the same permission as the action on one record. */
export const actionPermission = (list: BulkList, action: unknown): PermissionRule | null => {
  const offer = typeof action === 'string' ? offersOf(list)[action] : undefined;
  return offer ? (offer.permission as PermissionRule) : null;
};

/**
 * `POST /api/<list>/bulk` takes the named action's own permission; an action the list does not
 * offer takes Read, and then fails validation.
 */
export const bulkActionPermission = (list: BulkList): ByInput => ({
  summary: `The named action's own permission: ${Object.entries(
    BULK_ACTION_OFFERS[list] as Record<string, BulkActionOffer>,
  )
    .map(
      ([action, offer]) =>
        `\`${action}\` ${offer.permission.map((p) => PERMISSION_LABELS[p]).join(' or ')}`,
    )
    .join(', ')}.`,
  decide(body) {
    const action = (body as { action?: unknown } | null)?.action;
    return actionPermission(list, action) ?? 'read';
  },
});

/** Undoing still takes the action's permission: a role changed since cannot undo. */
export async function enforceActionPermission(
  request: FastifyRequest,
  list: BulkList,
  action: string,
): Promise<void> {
  await enforcePermission(request, actionPermission(list, action) ?? 'manage_users');
}
