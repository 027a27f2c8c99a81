import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  type onRouteHookHandler,
} from 'fastify';
import autoload from '@fastify/autoload';
import cookie from '@fastify/cookie';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { pgRateLimitStore } from './lib/pg-rate-limit-store';
import { trustedProxies } from './lib/trusted-proxies';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createResponseSerializer } from './lib/response-serializer';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@trellis/contracts';
import type { Config } from './config';
import type { Db } from './db/database';
import { AppError } from './lib/app-error';
import errorHandler, { answerError } from './plugins/app/error-handler';
import nulGuard from './plugins/app/nul-guard';
import loadShedding from './plugins/app/load-shedding';
import idempotency, { withIdempotencyKeyHeader } from './plugins/app/idempotency';
import repositories from './plugins/repositories';
import services from './plugins/services';
import accountService from './plugins/app/account-service';
import passwordHasher from './plugins/app/password-hasher';
import session from './plugins/app/session';
import answerCaches from './plugins/app/answer-caches';
import permissions from './plugins/app/permissions';
import savedViewAddress from './plugins/app/saved-view-address';
import auditCoverage from './plugins/app/audit-coverage';
import errorCoverage from './plugins/app/error-coverage';
import sharedErrors from './plugins/app/shared-errors';
import auditRetention from './plugins/app/audit-retention';
import auditSealer from './plugins/app/audit-sealer';
import noticeListener from './plugins/app/notice-listener';
import originCheck from './plugins/app/origin-check';
import fileStore from './plugins/app/file-store';
import mailer from './plugins/app/mailer';
import jobs, { type JobsDependencies } from './plugins/app/jobs';
import realtime from './plugins/app/realtime';
import staticWeb from './plugins/app/static-web';
import notFound from './plugins/app/not-found';

export interface AppDependencies {
  config: Config;
  /** Made by `createDb(url, { timeZone: config.APP_TIME_ZONE })`, so SQL's today is the app's. */
  db: Db;
  /** The connection string of `db`, for the realtime LISTEN connection. */
  databaseUrl: string;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is added (the test that every route needs a session uses it). */
  onRoute?: onRouteHookHandler;
  /** The scheduled jobs' clock and engine timings (tests drive them). */
  jobs?: JobsDependencies;
}

/**
 * A client's request id (x-request-id) when it is well formed, so the events its write causes
 * carry an id its browser tab recognises; otherwise, or when forged, one of ours.
 */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/*
 * Adding a business area (leads, tickets, ...), the way customers is built:
 *  1. src/repositories/<area>-repository.ts: a factory of knex queries, each taking an optional trx;
 *     the instance gets it as `<area>Repository` through the generated container index
 *     (src/container.generated.ts, written by `node scripts/generate-indexes.mjs`).
 *  2. Only when a write spans repositories, files or realtime: src/services/<area>-service.ts
 *     (transaction, then the realtime announcement with the request id), built from the instance
 *     as `<area>Service` through the same index, after every repository.
 *  3. src/routes/<area>/index.ts: short handlers with the contracts' schemas; its default export
 *     is loaded by the autoload below (no list to edit) and gets `{ config }` as options.
 *     Every route needs a session unless its config says `public: true` (test/system checks it).
 *  4. test/<area>/: one file per endpoint group, through app.inject on a real database.
 */
export async function buildApp({
  config,
  db,
  databaseUrl,
  logger,
  onRoute,
  jobs: jobsDependencies,
}: AppDependencies): Promise<FastifyInstance> {
  // Autoload (repositories, services, routes) imports .ts files only under a TypeScript loader
  // it recognises, and it does not recognise `node --import tsx`, which is how the tests and
  // `npm start` run the API. Set before the first autoload, because autoload remembers the answer.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  const app = Fastify({
    logger: logger ?? { level: config.LOG_LEVEL },
    trustProxy: trustedProxies(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Never taken from a header as is: genReqId checks the client's id first.
    requestIdHeader: false,
    genReqId: requestId,
    frameworkErrors: answerError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializer({ checkResponses: config.NODE_ENV === 'test' }),
  );
  if (onRoute) app.addHook('onRoute', onRoute);

  // Order matters: the error handler and session hook must exist before any route is added,
  // and the static files and the SPA fallback come last so they never shadow /api.
  await app.register(errorHandler);
  await app.register(nulGuard);
  // The first onRequest hook: an overloaded process refuses before any work, even the session.
  await app.register(loadShedding, { maxEventLoopDelayMs: config.MAX_EVENT_LOOP_DELAY_MS });

  // External plugins. First Helmet's security headers, its middleware built once (the Fastify
  // wrapper builds it again for every request, parsing the whole policy each time). Remotes
  // served from REMOTE_ORIGINS run in our page: their scripts, the manifest fetch and their
  // assets must be allowed from there.
  const remoteOrigins = config.REMOTE_ORIGINS;
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', 'blob:', ...remoteOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.publicUrl.startsWith('https://'),
  });
  app.addHook('onRequest', (request, reply, done) =>
    secureHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
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
  await app.register(websocket, {
    options: { maxPayload: 64 * 1024 },
    // On shutdown, a close frame saying "going away" (1001): clients reconnect, to another process.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'server shutting down');
      this.websocketServer.close(() => done());
    },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in PostgreSQL: the limit holds across every API process and machine.
    store: pgRateLimitStore(db),
    errorResponseBuilder: () =>
      new AppError('RATE_LIMITED', 'Too many attempts. Please wait a minute and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trellis API',
        version: '1.0.0',
        description:
          'Staff back-office API. Session cookie authentication. Besides the errors each operation lists, any call may answer 500 INTERNAL, or 503 OVERLOADED or CONCURRENT_CHANGE (retry after the Retry-After seconds) or DATABASE_UNAVAILABLE.',
      },
    },
    transform: withIdempotencyKeyHeader(jsonSchemaTransform),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Our plugins.
  await app.register(repositories, { db });
  await app.register(passwordHasher);
  await app.register(noticeListener, { databaseUrl });
  await app.register(session, { config });
  await app.register(answerCaches, { config });
  await app.register(permissions);
  await app.register(savedViewAddress, { config });
  await app.register(sharedErrors);
  await app.register(originCheck, { publicUrl: config.publicUrl, allowed: config.ALLOWED_ORIGINS });
  await app.register(fileStore);
  await app.register(mailer, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  await app.register(realtime);
  await app.register(services);
  await app.register(accountService, { config });
  await app.register(idempotency);
  await app.register(auditRetention, { retentionDays: config.AUDIT_RETENTION_DAYS });
  await app.register(auditSealer);
  await app.register(auditCoverage, { checkRows: config.NODE_ENV === 'test' });
  await app.register(errorCoverage, { check: config.NODE_ENV === 'test' });
  await app.register(jobs, { config, databaseUrl, ...jobsDependencies });

  // Routes: every routes/<area>/index.ts, so a new area needs no line here. The other files of
  // an area's folder are its helpers, not plugins, and each route spells its full path.
  await app.register(autoload, {
    dir: join(import.meta.dirname, 'routes'),
    matchFilter: /^\/[^/]+\/index\.ts$/,
    dirNameRoutePrefix: false,
    options: { config },
  });

  await app.register(staticWeb, {
    webDir: config.WEB_DIR,
    remotesDir: config.REMOTES_DIR,
    remotesManifest: config.REMOTES_MANIFEST,
    remoteOrigins: [new URL(config.publicUrl).origin, ...remoteOrigins],
  });
  await app.register(notFound);
  return app;
}
