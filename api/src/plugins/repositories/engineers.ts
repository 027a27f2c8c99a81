import fp from 'fastify-plugin';
import {
  createEngineersRepository,
  type EngineersRepository,
} from '../../repositories/engineers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    engineersRepository: EngineersRepository;
  }
}

export default fp(
  async function engineersRepositoryPlugin(fastify) {
    fastify.decorate('engineersRepository', createEngineersRepository(fastify.db));
  },
  { name: 'engineers-repository', decorators: { fastify: ['db'] } },
);
