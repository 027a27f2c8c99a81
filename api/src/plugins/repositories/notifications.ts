import fp from 'fastify-plugin';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from '../../repositories/notifications-repository';

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async function notificationsRepositoryPlugin(fastify) {
    fastify.decorate('notificationsRepository', createNotificationsRepository(fastify.db));
  },
  { name: 'notifications-repository', decorators: { fastify: ['db'] } },
);
