import fp from 'fastify-plugin';
import {
  createDashboardRepository,
  type DashboardRepository,
} from '../../repositories/dashboard-repository';

declare module 'fastify' {
  interface FastifyInstance {
    dashboardRepository: DashboardRepository;
  }
}

export default fp(
  async function dashboardRepositoryPlugin(fastify) {
    fastify.decorate('dashboardRepository', createDashboardRepository(fastify.db));
  },
  { name: 'dashboard-repository', decorators: { fastify: ['db'] } },
);
