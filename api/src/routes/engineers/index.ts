import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { engineerListQuerySchema, engineerListResponseSchema } from '@trellis/contracts';
import { createEngineersRepository } from '../../repositories/engineers-repository';

const engineers: FastifyPluginAsyncZod = async (fastify) => {
  const engineersRepository = createEngineersRepository(fastify.db);

  fastify.get(
    '/api/engineers',
    {
      schema: { tags: ['engineers'], summary: 'List engineers', querystring: engineerListQuerySchema, response: { 200: engineerListResponseSchema } },
    },
    async (request) => {
      const { items, total } = await engineersRepository.list(request.query);
      return { items, data: items, total, page: request.query.page, limit: request.query.limit };
    },
  );
};

export default engineers;
