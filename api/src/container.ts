import type { FastifyInstance } from 'fastify';
import { repositoryFactories, serviceFactories } from './container.generated';

// The instance's repositories and area services, typed once from the generated index: an area's
// repository and service files are all it takes, with no plugin or type declaration of its own.

export type Repositories = {
  [K in keyof typeof repositoryFactories]: ReturnType<(typeof repositoryFactories)[K]>;
};
export type Services = {
  [K in keyof typeof serviceFactories]: ReturnType<(typeof serviceFactories)[K]>;
};

declare module 'fastify' {
  // Merged into Fastify's own interface: the decorators the container plugins add.
  interface FastifyInstance extends Repositories, Services {}
}

/**
 * Each service is built from the instance, taking what it needs of the app's decorations: one
 * that asks for something the app does not decorate fails to compile here.
 */
const fromInstance: Record<keyof Services, (app: FastifyInstance) => unknown> = serviceFactories;

export const buildService = (app: FastifyInstance, name: keyof Services) => fromInstance[name](app);
