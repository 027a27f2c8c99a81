import type { FastifyInstance } from 'fastify';
import type { BulkScope } from './list-bulk';

/**
 * The app as an area service sees it, but writing inside a bulk batch: its `db` is the batch's
 * transaction (so the service's own transaction becomes a savepoint) and its `realtime` holds
 * announcements until the batch commits. Everything else is the app's own.
 */
export function appWithin(app: FastifyInstance, scope: BulkScope): FastifyInstance {
  return Object.create(app, {
    db: { value: scope.trx },
    realtime: { value: scope.announcer },
  }) as FastifyInstance;
}
