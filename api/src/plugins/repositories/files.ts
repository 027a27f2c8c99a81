import fp from 'fastify-plugin';
import { createFilesRepository, type FilesRepository } from '../../repositories/files-repository';

declare module 'fastify' {
  interface FastifyInstance {
    filesRepository: FilesRepository;
  }
}

export default fp(
  async function filesRepositoryPlugin(fastify) {
    fastify.decorate('filesRepository', createFilesRepository(fastify.db));
  },
  { name: 'files-repository', decorators: { fastify: ['db'] } },
);
