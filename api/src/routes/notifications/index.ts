import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationSchema,
  notificationsReadAllResponseSchema,
} from '@trellis/contracts';
import { auditSource } from '../../lib/audit-actor';
import { errorResponses } from '../../lib/error-responses';

/** Notifications written by domain events: the list, and marking them read. */
const notifications: FastifyPluginAsyncZod = async (fastify) => {
  const { notificationsRepository, notificationsService } = fastify;

  fastify.get(
    '/api/notifications',
    {
      config: { permission: 'read' },
      schema: {
        tags: ['notifications'],
        summary:
          'List notifications, newest first: unread=true keeps the unread ones; pages; stats (all, unread)',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => notificationsRepository.list(request.query),
  );

  // Declared before /:id/read: a static segment, never an id.
  fastify.put(
    '/api/notifications/read-all',
    {
      config: {
        permission: 'read',
        audit: { actions: ['notifications.read_all'], mayRecordNothing: 'nothing was unread' },
      },
      schema: {
        tags: ['notifications'],
        summary:
          'Mark every unread notification read (one statement); answers how many; sends notification:updated and the counters',
        response: { 200: notificationsReadAllResponseSchema },
      },
    },
    async (request) =>
      notificationsService.markAllRead({ requestId: request.id, audit: auditSource(request) }),
  );

  fastify.put(
    '/api/notifications/:id/read',
    {
      config: {
        permission: 'read',
        audit: {
          actions: ['notification.read'],
          mayRecordNothing: 'a notification that was already read',
        },
      },
      schema: {
        tags: ['notifications'],
        summary:
          'Mark one notification read; sends notification:updated and the counters when it was unread',
        params: idParamSchema,
        response: { 200: notificationSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      notificationsService.markRead(request.params.id, {
        requestId: request.id,
        audit: auditSource(request),
      }),
  );
};

export default notifications;
