import fp from 'fastify-plugin';
import {
  createReceivablesRepository,
  type ReceivablesRepository,
} from '../../repositories/receivables-repository';

declare module 'fastify' {
  interface FastifyInstance {
    receivablesRepository: ReceivablesRepository;
  }
}

export default fp(
  async function receivablesRepositoryPlugin(fastify) {
    fastify.decorate('receivablesRepository', createReceivablesRepository(fastify.db));
  },
  { name: 'receivables-repository', decorators: { fastify: ['db'] } },
);
