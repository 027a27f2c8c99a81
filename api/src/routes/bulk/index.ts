import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BULK_MESSAGES,
  bulkPath,
  bulkRunSchema,
  bulkUndoResponseSchema,
  businessToday,
  idParamSchema,
  type BulkList,
} from '@trellis/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../plugins/app/session';
import { toBulkRun } from '../../repositories/bulk-runs-repository';
import { createBulkRunner } from '../../bulk/bulk-runner';
import { bulkLists } from '../../bulk/bulk-lists';
import { parseFilter } from '../../bulk/filter-query';
import { bulkActionPermission, enforceActionPermission } from './bulk-access';

const ONLY_THE_RUNNER = "Only the account that ran it; another's run answers 404.";

/**
 * Bulk actions: `POST /api/<list>/bulk` on each list that offers them, and a run's state, its
 * cancel and its undo under /api/bulk/:id.
 */
const bulk: FastifyPluginAsyncZod<{ config: Config }> = async (fastify, { config }) => {
  const runner = createBulkRunner({
    db: fastify.db,
    bulkRunsRepository: fastify.bulkRunsRepository,
    auditRepository: fastify.auditRepository,
    realtime: fastify.realtime,
    undoMinutes: config.UNDO_MINUTES,
    log: fastify.log,
  });
  fastify.addHook('onClose', async () => {
    await runner.drain();
  });

  const lists = bulkLists(fastify, config.APP_TIME_ZONE);

  const contextOf = (request: FastifyRequest) => ({
    requestId: request.id,
    audit: auditSource(request),
    userId: requireUser(request).id,
    today: businessToday(config.APP_TIME_ZONE),
    publicUrl: config.publicUrl,
  });

  for (const list of Object.keys(lists) as BulkList[]) {
    fastify.post(
      bulkPath(list),
      {
        config: {
          permissionByInput: bulkActionPermission(list),
          audit: {
            actions: [...lists[list].auditActions, 'bulk_action.applied', 'bulk_action.cancelled'],
            mayRecordNothing: `more than 500 records run as a job, which records as its batches commit`,
          },
        },
        schema: {
          tags: ['bulk actions'],
          summary: `Apply one action to many ${list}: the ids ticked, or every record the list's filter (its address query) matches. Each record gets what it would alone (permission, rules, audit row, event); records refused are listed with the reason. Up to 500 run at once (200, state done); more run as a job (202, state running) reporting bulk:progress.`,
          body: lists[list].body,
          response: { 200: bulkRunSchema, 202: bulkRunSchema, ...errorResponses(400, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body as {
          action: string;
          params: Record<string, unknown>;
          ids?: number[];
          filter?: string;
        };
        const handler = lists[list];
        const ids =
          body.ids !== undefined
            ? [...new Set(body.ids)]
            : await handler.matchingIds(parseFilter(handler.querySchema, body.filter!));
        const run = await runner.run({
          list: handler,
          action: body.action,
          params: body.params,
          ids,
          context: contextOf(request),
        });
        return reply.status(run.state === 'running' ? 202 : 200).send(run);
      },
    );
  }

  fastify.get(
    '/api/bulk/:id',
    {
      config: { selfService: ONLY_THE_RUNNER },
      schema: {
        tags: ['bulk actions'],
        summary: 'A bulk action run: its state, counts, failures and undo deadline',
        params: idParamSchema,
        response: { 200: bulkRunSchema, ...errorResponses(404) },
      },
    },
    async (request) => toBulkRun(await runner.find(request.params.id, requireUser(request).id)),
  );

  fastify.post(
    '/api/bulk/:id/cancel',
    {
      config: {
        selfService: ONLY_THE_RUNNER,
        audit: { none: 'the job records bulk_action.cancelled when it stops between batches' },
      },
      schema: {
        tags: ['bulk actions'],
        summary:
          'Stop a running bulk job between batches (what is done stays done, and can be undone)',
        params: idParamSchema,
        response: { 200: bulkRunSchema, ...errorResponses(404, 409) },
      },
    },
    async (request) => runner.cancel(request.params.id, requireUser(request).id),
  );

  fastify.post(
    '/api/bulk/:id/undo',
    {
      config: {
        selfService: `${ONLY_THE_RUNNER} It also takes the action's own permission.`,
        audit: {
          actions: [
            ...new Set(
              Object.values(lists).flatMap((list) => [
                ...list.auditActions,
                ...(list.undoAuditActions ?? []),
              ]),
            ),
            'bulk_action.undone',
          ],
        },
      },
      schema: {
        tags: ['bulk actions'],
        summary: `Undo a bulk action within UNDO_MINUTES: restores the fields it changed, or the records it deleted, record by record; a record changed since (or whose number or key was taken since) is left as it is and listed.`,
        params: idParamSchema,
        response: { 200: bulkUndoResponseSchema, ...errorResponses(403, 404, 409) },
      },
    },
    async (request) => {
      const run = await runner.find(request.params.id, requireUser(request).id);
      const list = lists[run.list as BulkList];
      if (!list) throw new AppError('CONFLICT', BULK_MESSAGES.notUndoable);
      await enforceActionPermission(request, list.list, run.action);
      return runner.undo(list, run, contextOf(request));
    },
  );
};

export default bulk;
