import fp from 'fastify-plugin';
import { createAssetsService, type AssetsService } from '../../services/assets-service';

declare module 'fastify' {
  interface FastifyInstance {
    assetsService: AssetsService;
  }
}

export default fp(
  async function assetsServicePlugin(fastify) {
    const { db, assetsRepository, realtime, auditRepository } = fastify;
    fastify.decorate(
      'assetsService',
      createAssetsService({ db, assetsRepository, realtime, auditRepository }),
    );
  },
  { name: 'assets-service', dependencies: ['repositories', 'realtime'] },
);
