import fp from 'fastify-plugin';
import {
  createLeavesRepository,
  type LeavesRepository,
} from '../../repositories/leaves-repository';

declare module 'fastify' {
  interface FastifyInstance {
    leavesRepository: LeavesRepository;
  }
}

export default fp(
  async function leavesRepositoryPlugin(fastify) {
    fastify.decorate('leavesRepository', createLeavesRepository(fastify.db));
  },
  { name: 'leaves-repository', decorators: { fastify: ['db'] } },
);
