import type { FastifyRequest } from 'fastify';
import type { AuditActor, NewAuditEvent } from '../repositories/audit-repository';

/** Who a request acts as, for the audit trail: its account, or nobody yet (a sign-in attempt). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const user = request.currentUser;
  if (!user) return { id: null, name: null, kind: 'system' };
  const kind = request.currentSession?.kind === 'mobile' ? 'engineer' : 'staff';
  return { id: user.id, name: user.username, kind };
}

/** The request's part of every event it causes: actor, request id and client address. */
export type AuditSource = Pick<NewAuditEvent, 'actor' | 'requestId' | 'clientIp'>;

export function auditSource(request: FastifyRequest): AuditSource {
  return { actor: auditActorOf(request), requestId: request.id, clientIp: request.ip };
}
