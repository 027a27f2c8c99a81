import fp from 'fastify-plugin';
import {
  createAssetsRepository,
  type AssetsRepository,
} from '../../repositories/assets-repository';

declare module 'fastify' {
  interface FastifyInstance {
    assetsRepository: AssetsRepository;
  }
}

export default fp(
  async function assetsRepositoryPlugin(fastify) {
    fastify.decorate('assetsRepository', createAssetsRepository(fastify.db));
  },
  { name: 'assets-repository', decorators: { fastify: ['db'] } },
);
