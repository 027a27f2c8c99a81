import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditSource } from './audit-actor';
import type { ValidSession } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';

// Sign-ins and sign-outs of the staff web app and the engineers' mobile app, recorded alike: the
// account is the actor, and a failed attempt names the email tried, never the password.

type Account = Pick<UserRow, 'id' | 'username' | 'role'>;

const entityOf = (account: Account) => (account.role === 'engineer' ? 'engineer' : 'system_user');

export async function recordSignIn(
  fastify: FastifyInstance,
  request: FastifyRequest,
  user: Account,
) {
  const kind = user.role === 'engineer' ? 'engineer' : 'staff';
  await fastify.auditRepository.record({
    ...auditSource(request),
    actor: { id: user.id, name: user.username, kind },
    action: 'auth.signed_in',
    entity: entityOf(user),
    entityId: user.id,
    entityLabel: user.username,
  });
}

/** `app`: which sign-in was tried, which names the kind of account when no account matched. */
export async function recordSignInFailed(
  fastify: FastifyInstance,
  request: FastifyRequest,
  email: string,
  user: Account | undefined,
  app: 'web' | 'mobile',
) {
  await fastify.auditRepository.record({
    ...auditSource(request),
    action: 'auth.sign_in_failed',
    entity: user ? entityOf(user) : app === 'mobile' ? 'engineer' : 'system_user',
    entityId: user?.id ?? null,
    entityLabel: email,
  });
}

export async function recordSignOut(
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
