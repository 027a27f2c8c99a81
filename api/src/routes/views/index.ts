import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_ROUTES,
  idParamSchema,
  okSchema,
  SAVED_VIEW_MESSAGES,
  savedViewBodySchema,
  savedViewDefaultBodySchema,
  savedViewDeleteResponseSchema,
  savedViewItemSchema,
  savedViewListQuerySchema,
  savedViewListResponseSchema,
  savedViewUpdateSchema,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { badRequest } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { toSavedViewItem } from '../../repositories/saved-views-repository';
import { assertMayChange, enforceShare, listReadPermission, readableView } from './view-access';

const OWN_OR_SHARED =
  'Their own views, and views shared with everyone of a list they may open; only its owner edits a view, and those who may share may also delete a shared one.';

/** /api/views: each list's saved views (filter, sort, page size, columns), and defaults. */
const views: FastifyPluginAsyncZod = async (fastify) => {
  const { savedViewsRepository: repository, savedViewsService: service } = fastify;
  const readerId = (request: FastifyRequest) => request.currentUser!.id;

  /** The view as the reader sees it now. */
  async function answer(request: FastifyRequest, id: number) {
    const row = await readableView(request, await repository.findById(id));
    const defaultId = await repository.defaultViewId(readerId(request), row.list);
    return toSavedViewItem(row, readerId(request), defaultId);
  }

  fastify.get(
    API_ROUTES.views,
    {
      config: { permissionByInput: listReadPermission('query') },
      schema: {
        tags: ['views'],
        summary: 'A list’s views for the reader: their own, then those shared with everyone',
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const { list } = request.query;
      const defaultId = await repository.defaultViewId(readerId(request), list);
      const rows = await repository.visible(list, readerId(request));
      return {
        items: rows.map((row) => toSavedViewItem(row, readerId(request), defaultId)),
        default_view_id: defaultId,
      };
    },
  );

  fastify.get(
    '/api/views/:id',
    {
      config: { selfService: OWN_OR_SHARED },
      schema: {
        tags: ['views'],
        summary: 'One view, as a link to it opens it',
        params: idParamSchema,
        response: { 200: savedViewItemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => answer(request, request.params.id),
  );

  fastify.post(
    API_ROUTES.views,
    {
      config: {
        permissionByInput: listReadPermission('body'),
        audit: { actions: ['saved_view.created'] },
      },
      schema: {
        tags: ['views'],
        summary:
          'Save a list’s state under a name; shared with everyone takes the list’s Update (or Manage Team, Manage Users)',
        body: savedViewBodySchema,
        response: { 201: savedViewItemSchema, ...errorResponses(400, 409) },
      },
    },
    async (request, reply) => {
      if (request.body.shared) await enforceShare(request, request.body.list);
      const id = await service.create(readerId(request), request.body, auditSource(request));
      return reply.status(201).send(await answer(request, id));
    },
  );

  fastify.put(
    '/api/views/:id',
    {
      config: {
        selfService: OWN_OR_SHARED,
        audit: {
          actions: ['saved_view.updated'],
          mayRecordNothing: 'an edit that changes nothing',
        },
      },
      schema: {
        tags: ['views'],
        summary: 'Rename, share or unshare a view, or keep the list’s current state in it',
        params: idParamSchema,
        body: savedViewUpdateSchema,
        response: { 200: savedViewItemSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const row = await readableView(request, await repository.findById(request.params.id));
      assertMayChange(request, row, 'edit');
      if (request.body.shared) await enforceShare(request, row.list);
      await service.update(row.id, request.body, auditSource(request));
      return answer(request, row.id);
    },
  );

  fastify.delete(
    '/api/views/:id',
    {
      config: { selfService: OWN_OR_SHARED, audit: { actions: ['saved_view.deleted'] } },
      schema: {
        tags: ['views'],
        summary: 'Delete a view (and anyone’s default that pointed at it)',
        params: idParamSchema,
        response: { 200: savedViewDeleteResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const row = await readableView(request, await repository.findById(request.params.id));
      assertMayChange(request, row, 'delete');
      await service.remove(row.id, auditSource(request));
      return { id: row.id, message: SAVED_VIEW_MESSAGES.deleted };
    },
  );

  fastify.put(
    API_ROUTES.viewDefault,
    {
      config: {
        permissionByInput: listReadPermission('body'),
        audit: { none: 'a person’s own choice of what a list opens with' },
      },
      schema: {
        tags: ['views'],
        summary:
          'The view a list opens with from the sidebar for the reader (null: the list’s own)',
        body: savedViewDefaultBodySchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { list, view_id: viewId } = request.body;
      if (viewId !== null) {
        const row = await readableView(request, await repository.findById(viewId));
        if (row.list !== list)
          throw badRequest('The view is of another list', [
            { path: 'view_id', message: 'The view is of another list' },
          ]);
      }
      await repository.setDefault(readerId(request), list, viewId);
      return { ok: true as const };
    },
  );
};

export default views;
