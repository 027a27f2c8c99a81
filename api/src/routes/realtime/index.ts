import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/app/session';

/** GET /api/ws: the session cookie is checked on the upgrade by the session hook, like any route. */
const realtimeRoute: FastifyPluginAsync = async (fastify) => {
  fastify.get('/api/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    fastify.realtime.attach(socket, requireUser(request).id);
  });
};

export default realtimeRoute;
