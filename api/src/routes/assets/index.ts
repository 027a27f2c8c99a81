import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetAssigneeListSchema,
  assetAssigneeQuerySchema,
  assetBodySchema,
  assetListQuerySchema,
  assetListResponseSchema,
  assetSchema,
  idParamSchema,
  okSchema,
} from '@trellis/contracts';
import { notFound } from '../../lib/app-error';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';

const assets: FastifyPluginAsyncZod = async (fastify) => {
  const { assetsRepository, assetsService } = fastify;
  const context = (request: FastifyRequest) => ({
    requestId: request.id,
    audit: auditSource(request),
  });

  fastify.get(
    '/api/assets',
    {
      config: { savedViewList: 'assets', permission: 'read' },
      schema: {
        tags: ['assets'],
        summary:
          'List assets: search (name, assignee, location), type and status filters, sort, pages; stats over every match, values per currency',
        querystring: assetListQuerySchema,
        response: { 200: assetListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => assetsRepository.list(request.query),
  );

  fastify.get(
    '/api/assets/assignees',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['assets'],
        summary: 'The accounts (system users and engineers) an assignee can be linked to',
        querystring: assetAssigneeQuerySchema,
        response: { 200: assetAssigneeListSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({
      items: await assetsRepository.assignees(request.query.search, request.query.limit),
    }),
  );

  fastify.get(
    '/api/assets/:id',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['assets'],
        summary: 'An asset with its linked account',
        params: idParamSchema,
        response: { 200: assetSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const asset = await assetsRepository.findById(request.params.id);
      if (!asset) throw notFound('Asset');
      return asset;
    },
  );

  fastify.post(
    '/api/assets',
    {
      config: { permission: 'create', audit: { actions: ['asset.created'] } },
      schema: {
        tags: ['assets'],
        summary: 'Create an asset (JSON, the fields of the asset form)',
        body: assetBodySchema,
        response: { 201: assetSchema, ...errorResponses(400, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const asset = await assetsService.create(request.body, context(request));
      return reply.status(201).send(asset);
    },
  );

  fastify.put(
    '/api/assets/:id',
    {
      config: {
        permission: 'update',
        audit: { actions: ['asset.updated'], mayRecordNothing: 'an edit that changes no field' },
      },
      schema: {
        tags: ['assets'],
        summary: 'Update an asset (JSON, every field of the asset form)',
        params: idParamSchema,
        body: assetBodySchema,
        response: { 200: assetSchema, ...errorResponses(400, 404, 409, 413, 415) },
      },
    },
    async (request) => assetsService.update(request.params.id, request.body, context(request)),
  );

  fastify.delete(
    '/api/assets/:id',
    {
      config: { permission: 'delete', audit: { actions: ['asset.deleted'] } },
      schema: {
        tags: ['assets'],
        summary: 'Delete an asset',
        params: idParamSchema,
        response: { 200: okSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      await assetsService.remove(request.params.id, context(request));
      return { ok: true as const };
    },
  );
};

export default assets;
