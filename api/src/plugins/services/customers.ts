import fp from 'fastify-plugin';
import { createCustomersService, type CustomersService } from '../../services/customers-service';

declare module 'fastify' {
  interface FastifyInstance {
    customersService: CustomersService;
  }
}

export default fp(
  async function customersServicePlugin(fastify) {
    const { db, customersRepository, filesRepository, realtime } = fastify;
    fastify.decorate(
      'customersService',
      createCustomersService({
        db,
        customersRepository,
        filesRepository,
        realtime,
        auditRepository: fastify.auditRepository,
      }),
    );
  },
  { name: 'customers-service', dependencies: ['repositories', 'realtime'] },
);
