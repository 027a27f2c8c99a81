import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  engineerListItemSchema,
  engineerListQuerySchema,
  engineerListResponseSchema,
  listResponseSchema,
  REALTIME_EVENTS,
} from '@trellis/contracts';
import { dataAliasSerializer } from '../../lib/data-alias-serializer';

const engineerPageSchema = listResponseSchema(engineerListItemSchema);

const engineers: FastifyPluginAsyncZod = async (fastify) => {
  const { engineersRepository } = fastify;

  // A client that missed updates asks for one engineer's current record; only it gets the answer.
  fastify.realtime.onClientMessage(REALTIME_EVENTS.requestEngineerRefresh, async (data, reply) => {
    const userId = Number(data.userId);
    if (!Number.isInteger(userId) || userId <= 0) return;
    const engineer = await engineersRepository.findById(userId);
    if (engineer) reply(REALTIME_EVENTS.engineerUpdated, { ...engineer, userId: engineer.id });
  });

  fastify.get(
    '/api/engineers',
    {
      schema: {
        tags: ['engineers'],
        summary: 'List engineers',
        querystring: engineerListQuerySchema,
        response: { 200: engineerListResponseSchema },
      },
      serializerCompiler: dataAliasSerializer(engineerPageSchema),
    },
    async (request) => {
      const { items, total } = await engineersRepository.list(request.query);
      return { items, data: items, total, page: request.query.page, limit: request.query.limit };
    },
  );
};

export default engineers;
