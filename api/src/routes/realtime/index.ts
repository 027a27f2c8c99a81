import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../plugins/app/session';

/** GET /api/ws: the session cookie is checked on the upgrade by the session hook, like any route. */
const realtimeRoute: FastifyPluginAsync = async (fastify) => {
  // Any signed-in account may listen; the hub sends each socket only the events it may read.
  fastify.get(
    '/api/ws',
    { websocket: true, config: { selfService: true }, schema: { hide: true } },
    (socket, request) => {
      fastify.realtime.attach(
        socket,
        requireUser(request),
        request.currentPermissions ?? [],
        request.currentSession!.id,
      );
    },
  );
};

export default realtimeRoute;
