import fp from 'fastify-plugin';
import {
  createHealthRepository,
  type HealthRepository,
} from '../../repositories/health-repository';

declare module 'fastify' {
  interface FastifyInstance {
    healthRepository: HealthRepository;
  }
}

export default fp(
  async function healthRepositoryPlugin(fastify) {
    fastify.decorate('healthRepository', createHealthRepository(fastify.db));
  },
  { name: 'health-repository', decorators: { fastify: ['db'] } },
);
