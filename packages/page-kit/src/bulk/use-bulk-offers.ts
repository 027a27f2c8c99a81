import { usePermissions } from '@trellis/platform';
import {
  BULK_ACTION_OFFERS,
  type BulkActionName,
  type BulkActionOffer,
  type BulkList,
  type Permission,
} from '@trellis/contracts';

/**
 * A list's bulk actions the signed-in user may take (any one of an action's permissions); none
 * without a list, for a page that offers bulk actions only on some of its lists.
 */
export function useBulkOffers<L extends BulkList>(
  list: L | undefined,
): [BulkActionName<L>, BulkActionOffer][] {
  const permissions = usePermissions();
  if (list === undefined) return [];
  const offers = BULK_ACTION_OFFERS[list] as Record<BulkActionName<L>, BulkActionOffer>;
  return (Object.entries(offers) as [BulkActionName<L>, BulkActionOffer][]).filter(([, offer]) =>
    (offer.permission as readonly Permission[]).some((p) => permissions.includes(p)),
  );
}
