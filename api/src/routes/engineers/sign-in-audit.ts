import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditSource } from '../../lib/audit-actor';
import type { ValidSession } from '../../repositories/sessions-repository';
import type { UserRow } from '../../repositories/users-repository';

// The mobile app's sign-ins and sign-outs, recorded as the staff web app's are: the engineer is
// the actor, and a failed attempt names the email tried, never the password.

type Account = Pick<UserRow, 'id' | 'username' | 'role'>;

const entityOf = (account: Account) => (account.role === 'engineer' ? 'engineer' : 'system_user');

export async function recordMobileSignIn(
  fastify: FastifyInstance,
  request: FastifyRequest,
  user: Account,
) {
  await fastify.auditRepository.record({
    ...auditSource(request),
    actor: { id: user.id, name: user.username, kind: 'engineer' },
    action: 'auth.signed_in',
    entity: 'engineer',
    entityId: user.id,
    entityLabel: user.username,
  });
}

export async function recordMobileSignInFailed(
  fastify: FastifyInstance,
  request: FastifyRequest,
  email: string,
  user: Account | undefined,
) {
  await fastify.auditRepository.record({
    ...auditSource(request),
    action: 'auth.sign_in_failed',
    entity: user ? entityOf(user) : 'engineer',
    entityId: user?.id ?? null,
    entityLabel: email,
  });
}

export async function recordMobileSignOut(
  fastify: FastifyInstance,
  request: FastifyRequest,
  { user, session }: ValidSession,
) {
  await fastify.auditRepository.record({
    ...auditSource(request),
    actor: {
      id: user.id,
      name: user.username,
      kind: session.kind === 'mobile' ? 'engineer' : 'staff',
    },
    action: 'auth.signed_out',
    entity: entityOf(user),
    entityId: user.id,
    entityLabel: user.username,
  });
}
