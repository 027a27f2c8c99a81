import fp from 'fastify-plugin';
import {
  createCountsRepository,
  type CountsRepository,
} from '../../repositories/counts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    countsRepository: CountsRepository;
  }
}

export default fp(
  async function countsRepositoryPlugin(fastify) {
    fastify.decorate('countsRepository', createCountsRepository(fastify.db));
  },
  { name: 'counts-repository', decorators: { fastify: ['db'] } },
);
