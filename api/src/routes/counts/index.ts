import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countsSchema } from '@trellis/contracts';

const counts: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/counts',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['realtime'],
        summary: 'The seven live counters',
        response: { 200: countsSchema },
      },
    },
    async () => fastify.countsRepository.read(),
  );
};

export default counts;
