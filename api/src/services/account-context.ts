import type { FastifyBaseLogger } from 'fastify';
import type { Knex } from 'knex';
import type { Config } from '../config';
import type { AuditSource } from '../lib/audit-actor';
import type { Mailer } from '../plugins/app/mailer';
import type { PasswordHasher } from '../plugins/app/password-hasher';
import type { Realtime } from '../plugins/app/realtime';
import type { AuditRepository } from '../repositories/audit-repository';
import type { EngineersRepository } from '../repositories/engineers-repository';
import type { FilesRepository } from '../repositories/files-repository';
import type { PasswordResetsRepository } from '../repositories/password-resets-repository';
import type { RolesRepository } from '../repositories/roles-repository';
import type { SessionsRepository } from '../repositories/sessions-repository';
import type { SystemUsersRepository } from '../repositories/system-users-repository';
import type { UsersRepository } from '../repositories/users-repository';

// What the account services (sign-up, sign-in, password reset, the own profile) are given: by
// the app once, and by each request.

export interface AccountServiceDependencies {
  db: Knex;
  usersRepository: UsersRepository;
  rolesRepository: RolesRepository;
  sessionsRepository: SessionsRepository;
  passwordResetsRepository: PasswordResetsRepository;
  systemUsersRepository: SystemUsersRepository;
  engineersRepository: EngineersRepository;
  filesRepository: FilesRepository;
  auditRepository: AuditRepository;
  passwordHasher: PasswordHasher;
  mailer: Mailer;
  realtime: Realtime;
  config: Pick<Config, 'SIGNUP_DOMAINS' | 'DEFAULT_ROLE' | 'publicUrl' | 'APP_TIME_ZONE'>;
  /**
   * A real hash of a random value, verified when no account has the email, so that an unknown
   * email takes as long to refuse as a wrong password.
   */
  dummyHash: string;
}

/** The HTTP request an account write comes from. */
export interface AccountContext {
  /** Its id, so the realtime events it causes name it and its own tab can skip the echo. */
  requestId: string;
  /** Who asked, for the audit trail. */
  audit: AuditSource;
  /** The request's logger, so a warning about this call names the request. */
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

export type SessionKind = 'web' | 'mobile';

/** A call that signs its caller in: it also sets the session cookie on the answer. */
export interface SignInContext extends AccountContext {
  startSession(userId: number, kind: SessionKind): Promise<void>;
}
