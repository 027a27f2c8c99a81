import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/database';
import { AppError } from './lib/app-error';
import errorHandler from './plugins/app/error-handler';
import repositories from './plugins/app/repositories';
import passwordHasher from './plugins/app/password-hasher';
import session from './plugins/app/session';
import originCheck from './plugins/app/origin-check';
import fileStore from './plugins/app/file-store';
import mailer from './plugins/app/mailer';
import realtime from './plugins/app/realtime';
import staticWeb from './plugins/app/static-web';
import notFound from './plugins/app/not-found';
import healthRoutes from './routes/health';
import authRoutes from './routes/auth';
import usersRoutes from './routes/users';
import filesRoutes from './routes/files';
import countsRoutes from './routes/counts';
import realtimeRoutes from './routes/realtime';
import engineersRoutes from './routes/engineers';
import customersRoutes from './routes/customers';

export interface AppDependencies {
  config: Config;
  db: Db;
  /** The connection string of `db`, for the realtime LISTEN connection. */
  databaseUrl: string;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({
  config,
  db,
  databaseUrl,
  logger,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Order matters: the error handler and session hook must exist before any route is added,
  // and the static files and the SPA fallback come last so they never shadow /api.
  await app.register(errorHandler);

  // External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: Math.round(config.UPLOAD_MAX_FILE_MB * 1024 * 1024),
      files: config.UPLOAD_MAX_FILES,
      fields: 100,
      fieldSize: 1024 * 1024,
      parts: config.UPLOAD_MAX_FILES + 100,
    },
  });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trellis API',
        version: '1.0.0',
        description: 'Staff back-office API. Session cookie authentication.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Our plugins.
  await app.register(repositories, { db });
  await app.register(passwordHasher);
  await app.register(session, { config });
  await app.register(originCheck, { publicUrl: config.publicUrl, allowed: config.ALLOWED_ORIGINS });
  await app.register(fileStore);
  await app.register(mailer, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(realtime, { databaseUrl });

  // Routes.
  await app.register(healthRoutes);
  await app.register(authRoutes, { config });
  await app.register(usersRoutes);
  await app.register(filesRoutes);
  await app.register(countsRoutes);
  await app.register(realtimeRoutes);
  await app.register(engineersRoutes);
  await app.register(customersRoutes);

  await app.register(staticWeb, {
    webDir: config.WEB_DIR,
    remotesDir: config.REMOTES_DIR,
    remotesManifest: config.REMOTES_MANIFEST,
  });
  await app.register(notFound);
  return app;
}
