import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@trellis/contracts';
import { notFound } from '../../lib/app-error';
import { enforcePermission } from '../../plugins/app/permissions';
import { requireUser } from '../../plugins/app/session';

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
      },
    },
    async (request, reply) => {
      // A pending account still sees its own picture in the top bar; nothing else, and never a
      // 404 that would tell it which ids exist.
      if (requireUser(request).profile_file_id !== request.params.id)
        await enforcePermission(request, 'read');
      const file = await fastify.filesRepository.findById(request.params.id);
      if (!file) throw notFound('File');
      const inline = file.mime_type.startsWith('image/') || file.mime_type === 'application/pdf';
      return reply
        .type(file.mime_type)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(file.data);
    },
  );
};

export default files;
