import type { Knex } from 'knex';
import { MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { newToken } from '../lib/tokens';
import type { Mail, Mailer } from '../plugins/app/mailer';
import type { PasswordHasher } from '../plugins/app/password-hasher';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import type { PasswordResetsRepository } from '../repositories/password-resets-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { NewUser, UserRow, UsersRepository } from '../repositories/users-repository';

// Invitations, staff or engineer, reuse the reset-token mechanism: the invitee gets
// a link to /reset-password, and setting the password there turns Invited into Active
// (POST /api/auth/reset-password). Until then the account's password is a random value no one
// knows.

export const INVITE_TTL_DAYS = 7;

export interface InvitationDependencies {
  usersRepository: UsersRepository;
  passwordResetsRepository: PasswordResetsRepository;
  passwordHasher: PasswordHasher;
}

/** What a service that invites accounts, then edits and removes them, needs besides its own. */
export interface AccountServiceDependencies extends InvitationDependencies {
  db: Knex;
  sessionsRepository: SessionsRepository;
  mailer: Mailer;
  realtime: Pick<Realtime, 'publish' | 'publishCounts'>;
  auditRepository: AuditRepository;
  log: { error(obj: unknown, msg: string): void };
}

/** A real hash of a random value: sign-in attempts cost the same as for any account. */
export async function unusablePasswordHash(hasher: PasswordHasher): Promise<string> {
  return hasher.hash(newToken().token);
}

/** A single-use set-password link for the account, valid INVITE_TTL_DAYS, stored in `trx`. */
export async function createInvitationLink(
  deps: Pick<InvitationDependencies, 'passwordResetsRepository'>,
  userId: number,
  publicUrl: string,
  trx: Knex,
): Promise<string> {
  const { token, hash } = newToken();
  await deps.passwordResetsRepository.create(
    {
      token_hash: hash,
      user_id: userId,
      expires_at: new Date(Date.now() + INVITE_TTL_DAYS * 86_400_000),
    },
    trx,
  );
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * The invitee's account, Invited with an unusable password, and its set-password link, written
 * in `trx` (409 EMAIL_TAKEN when the email has an account). `passwordHash` comes from
 * unusablePasswordHash, computed before the transaction so it holds no locks while hashing.
 */
export async function createInvitedAccount(
  deps: InvitationDependencies,
  account: Omit<NewUser, 'password_hash' | 'status'>,
  passwordHash: string,
  publicUrl: string,
  trx: Knex,
): Promise<{ row: UserRow; link: string }> {
  if (await deps.usersRepository.findByEmail(account.email, trx))
    throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
  const row = await deps.usersRepository.create(
    { ...account, password_hash: passwordHash, status: 'Invited' },
    trx,
  );
  const link = await createInvitationLink(deps, row.id, publicUrl, trx);
  return { row, link };
}

/** After the commit, best effort: a mail that cannot go is logged, the invitation stands. */
export async function sendInvitationMail(
  mailer: Mailer,
  log: { error(obj: unknown, msg: string): void },
  mail: Mail,
): Promise<boolean> {
  try {
    await mailer.send(mail);
    return true;
  } catch (error) {
    log.error({ err: error }, `could not send the invitation mail to ${mail.to}`);
    return false;
  }
}
