import fp from 'fastify-plugin';
import {
  createNotificationsService,
  type NotificationsService,
} from '../../services/notifications-service';

declare module 'fastify' {
  interface FastifyInstance {
    notificationsService: NotificationsService;
  }
}

export default fp(
  async function notificationsServicePlugin(fastify) {
    const { db, notificationsRepository, realtime } = fastify;
    fastify.decorate(
      'notificationsService',
      createNotificationsService({ db, notificationsRepository, realtime }),
    );
  },
  { name: 'notifications-service', dependencies: ['repositories', 'realtime'] },
);
