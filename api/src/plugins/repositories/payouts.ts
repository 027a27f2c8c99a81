import fp from 'fastify-plugin';
import {
  createPayoutsRepository,
  type PayoutsRepository,
} from '../../repositories/payouts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    payoutsRepository: PayoutsRepository;
  }
}

export default fp(
  async function payoutsRepositoryPlugin(fastify) {
    fastify.decorate('payoutsRepository', createPayoutsRepository(fastify.db));
  },
  { name: 'payouts-repository', decorators: { fastify: ['db'] } },
);
