import fp from 'fastify-plugin';
import {
  createCustomersRepository,
  type CustomersRepository,
} from '../../repositories/customers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    customersRepository: CustomersRepository;
  }
}

export default fp(
  async function customersRepositoryPlugin(fastify) {
    fastify.decorate('customersRepository', createCustomersRepository(fastify.db));
  },
  { name: 'customers-repository', decorators: { fastify: ['db'] } },
);
