import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountContext, SignInContext } from '../services/account-context';
import { auditSource } from './audit-actor';

/** What the account service needs of the request it serves. */
export function accountContext(request: FastifyRequest): AccountContext {
  return { requestId: request.id, audit: auditSource(request), log: request.log };
}

/** The same, for a call that signs its caller in: the session cookie goes on `reply`. */
export function signInContext(request: FastifyRequest, reply: FastifyReply): SignInContext {
  return {
    ...accountContext(request),
    startSession: (userId, kind) => request.server.startSession(reply, userId, kind),
  };
}
