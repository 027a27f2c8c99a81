import fp from 'fastify-plugin';
import {
  createHolidaysRepository,
  type HolidaysRepository,
} from '../../repositories/holidays-repository';

declare module 'fastify' {
  interface FastifyInstance {
    holidaysRepository: HolidaysRepository;
  }
}

export default fp(
  async function holidaysRepositoryPlugin(fastify) {
    fastify.decorate('holidaysRepository', createHolidaysRepository(fastify.db));
  },
  { name: 'holidays-repository', decorators: { fastify: ['db'] } },
);
