import fp from 'fastify-plugin';
import {
  createDispatchRepository,
  type DispatchRepository,
} from '../../repositories/dispatch-repository';

declare module 'fastify' {
  interface FastifyInstance {
    dispatchRepository: DispatchRepository;
  }
}

export default fp(
  async function dispatchRepositoryPlugin(fastify) {
    fastify.decorate('dispatchRepository', createDispatchRepository(fastify.db));
  },
  { name: 'dispatch-repository', decorators: { fastify: ['db'] } },
);
