import type { AuditSource } from '../lib/audit-actor';
import type { AuditRepository } from '../repositories/audit-repository';
import type { ValidSession } from '../repositories/sessions-repository';
import type { UserRow } from '../repositories/users-repository';
import type { SessionKind } from './account-context';

// Sign-ins and sign-outs of the staff web app and the engineers' mobile app, recorded alike: the
// account is the actor, and a failed attempt names the email tried, never the password.

type Account = Pick<UserRow, 'id' | 'username' | 'role'>;

const entityOf = (account: Account) => (account.role === 'engineer' ? 'engineer' : 'system_user');

export async function recordSignIn(
  auditRepository: AuditRepository,
  audit: AuditSource,
  user: Account,
) {
  const kind = user.role === 'engineer' ? 'engineer' : 'staff';
  await auditRepository.record({
    ...audit,
    actor: { id: user.id, name: user.username, kind },
    action: 'auth.signed_in',
    entity: entityOf(user),
    entityId: user.id,
    entityLabel: user.username,
  });
}

/** `app`: which sign-in was tried, which names the kind of account when no account matched. */
export async function recordSignInFailed(
  auditRepository: AuditRepository,
  audit: AuditSource,
  email: string,
  user: Account | undefined,
  app: SessionKind,
) {
  await auditRepository.record({
    ...audit,
    action: 'auth.sign_in_failed',
    entity: user ? entityOf(user) : app === 'mobile' ? 'engineer' : 'system_user',
    entityId: user?.id ?? null,
    entityLabel: email,
  });
}

export async function recordSignOut(
  auditRepository: AuditRepository,
  audit: AuditSource,
  { user, session }: ValidSession,
) {
  await auditRepository.record({
    ...audit,
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
