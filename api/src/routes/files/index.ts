import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@trellis/contracts';
import { notFound } from '../../lib/app-error';

const files: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/files/:id',
    { schema: { tags: ['files'], summary: 'Download an uploaded file', params: idParamSchema } },
    async (request, reply) => {
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
