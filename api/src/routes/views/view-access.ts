import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { SAVED_VIEW_MESSAGES, savedViewListRule, type SavedViewList } from '@trellis/contracts';
import { AppError, notFound } from '../../lib/app-error';
import { enforcePermission, hasPermission } from '../../plugins/app/permissions';
import type { SavedViewRow } from '../../repositories/saved-views-repository';

type ByInput = NonNullable<FastifyContextConfig['permissionByInput']>;

/**
 * A view of a list takes what opening the list takes (its own checks come after); a list the
 * product does not have takes Read, and then fails validation.
 */
export const listReadPermission = (from: 'query' | 'body'): ByInput => ({
  summary:
    'What opening the named `list` takes: Read, or Manage Users for system users, Manage Team for payouts.',
  decide(body, query) {
    const input = (from === 'query' ? query : body) as Record<string, unknown> | null;
    return savedViewListRule(input?.list)?.read ?? 'read';
  },
});

/** A shared view is everyone's: sharing one takes what changing the list's records takes. */
export async function enforceShare(request: FastifyRequest, list: SavedViewList): Promise<void> {
  await enforcePermission(request, savedViewListRule(list)!.share);
}

/**
 * The view as its reader may see it: their own, or one shared with everyone, of a list they
 * may open. Another person's private view is answered as missing, so its name never leaks.
 */
export async function readableView<Row extends Pick<SavedViewRow, 'owner_id' | 'shared' | 'list'>>(
  request: FastifyRequest,
  row: Row | undefined,
): Promise<Row> {
  if (!row || (row.owner_id !== request.currentUser!.id && !row.shared)) throw notFound('View');
  await enforcePermission(request, savedViewListRule(row.list)!.read);
  return row;
}

/** Only its owner changes a view; a shared one may also be removed by those who may share. */
export function assertMayChange(
  request: FastifyRequest,
  row: SavedViewRow,
  change: 'edit' | 'delete',
): void {
  if (row.owner_id === request.currentUser!.id) return;
  if (change === 'delete' && hasPermission(request, savedViewListRule(row.list)!.share)) return;
  throw new AppError('FORBIDDEN', SAVED_VIEW_MESSAGES.notOwner);
}
