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
    const { db, notificationsRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'notificationsService',
      createNotificationsService({ db, notificationsRepository, realtime, auditRepository }),
    );
  },
  { name: 'notifications-service', dependencies: ['repositories', 'realtime'] },
);
