import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@trellis/contracts';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { enforcePermission } from '../../plugins/app/permissions';
import { requireUser } from '../../plugins/app/session';
import { sendFile } from './send-file';

const files: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/files/:id',
    {
      config: {
        selfService:
          'Read; without it, only your own profile picture (a pending account sees its own).',
      },
      schema: {
        tags: ['files'],
        summary:
          'Download an uploaded file (Read permission; without it, only your own profile picture)',
        params: idParamSchema,
        // The file itself on success, sent as its own bytes: no body schema for 200.
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      // A pending account still sees its own picture in the top bar; nothing else, and never a
      // 404 that would tell it which ids exist.
      if (requireUser(request).profile_file_id !== request.params.id)
        await enforcePermission(request, 'read');
      const file = await fastify.filesRepository.findById(request.params.id);
      if (!file) throw notFound('File');
      return sendFile(reply, file);
    },
  );
};

export default files;
