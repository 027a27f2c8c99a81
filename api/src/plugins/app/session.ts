import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ENGINEER_MESSAGES, type Permission } from '@trellis/contracts';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { forgetOnChange } from '../../lib/forget-on-change';
import { createSessionCache } from '../../lib/session-cache';
import { hashToken, newToken } from '../../lib/tokens';
import type { UserRow } from '../../repositories/users-repository';
import type { SessionRow, ValidSession } from '../../repositories/sessions-repository';

export const SESSION_COOKIE = 'trellis_session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (health, auth, docs). */
    public?: boolean;
    /** The engineer mobile app's routes: reachable with a mobile-app session only. */
    engineerApp?: boolean;
  }
  interface FastifyRequest {
    currentUser: UserRow | null;
    currentSession: SessionRow | null;
    /** What the signed-in user's role grants, resolved with the session (requirePermission). */
    currentPermissions: readonly Permission[] | null;
  }
  interface FastifyInstance {
    startSession(reply: FastifyReply, userId: number, kind?: 'web' | 'mobile'): Promise<void>;
    endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    resolveSession(request: FastifyRequest): Promise<ValidSession | null>;
  }
}

export default fp(
  async function session(fastify, opts: { config: Config }) {
    const ttlMs = opts.config.SESSION_TTL_HOURS * 3_600_000;
    const secure = opts.config.publicUrl.startsWith('https://');
    const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
    const { sessionsRepository } = fastify;
    const cache =
      opts.config.SESSION_CACHE_MS > 0 ? createSessionCache(opts.config.SESSION_CACHE_MS) : null;
    if (cache) {
      // A sign-out, a deactivation, a role or password change, even one made in SQL by hand.
      await forgetOnChange(fastify, {
        channel: 'trellis_sessions_changed',
        forget: () => cache.clear(),
      });
    }

    fastify.decorateRequest('currentUser', null);
    fastify.decorateRequest('currentSession', null);
    fastify.decorateRequest('currentPermissions', null);

    fastify.decorate(
      'startSession',
      async (reply: FastifyReply, userId: number, kind: 'web' | 'mobile' = 'web') => {
        const { token, hash } = newToken();
        const expiresAt = new Date(Date.now() + ttlMs);
        await sessionsRepository.create({
          token_hash: hash,
          user_id: userId,
          kind,
          expires_at: expiresAt,
        });
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
      },
    );

    fastify.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        cache?.forget(hashToken(token));
        await sessionsRepository.remove(hashToken(token));
      }
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
    });

    fastify.decorate('resolveSession', async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const remembered = cache?.get(tokenHash);
      // The session, its user and the user's permissions in one query.
      const found = remembered ?? (await sessionsRepository.findValid(tokenHash));
      if (!found) return null;
      if (!remembered) cache?.set(tokenHash, found);
      const { session } = found;
      // Sliding expiry, written at most once per half-life rather than on every request.
      if (session.expires_at.getTime() - Date.now() < ttlMs / 2) {
        const expiresAt = new Date(Date.now() + ttlMs);
        await sessionsRepository.extend(session.id, expiresAt);
        cache?.forget(tokenHash);
        session.expires_at = expiresAt;
        (request as FastifyRequest & { renewedExpiry?: Date }).renewedExpiry = expiresAt;
      }
      return found;
    });

    // Every /api route needs a session unless its route config says it is public.
    fastify.addHook('onRequest', async (request, reply) => {
      const config = request.routeOptions.config;
      if (config?.public || !request.url.startsWith('/api/') || request.url.startsWith('/api/docs'))
        return;
      const resolved = await fastify.resolveSession(request);
      if (!resolved) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
      // The one gate between the two apps: a mobile session reaches only engineerApp routes, and
      // engineerApp routes take only a mobile session.
      if (resolved.session.kind === 'mobile' && !config?.engineerApp) {
        throw new AppError('FORBIDDEN', 'This session belongs to the engineer mobile app');
      }
      if (config?.engineerApp && resolved.session.kind !== 'mobile')
        throw new AppError('MOBILE_APP_ONLY', ENGINEER_MESSAGES.mobileOnly);
      request.currentUser = resolved.user;
      request.currentSession = resolved.session;
      request.currentPermissions = resolved.permissions;
      const renewed = (request as FastifyRequest & { renewedExpiry?: Date }).renewedExpiry;
      if (renewed)
        reply.setCookie(SESSION_COOKIE, request.cookies[SESSION_COOKIE]!, {
          ...cookieOptions,
          expires: renewed,
        });
    });
  },
  { name: 'session', dependencies: ['repositories', 'notice-listener'] },
);

/** The signed-in user of a protected route (the onRequest hook guarantees it). */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.currentUser;
}
