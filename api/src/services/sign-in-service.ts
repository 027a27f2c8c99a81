import { MESSAGES, type LoginBody } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import type { ValidSession } from '../repositories/sessions-repository';
import type {
  AccountContext,
  AccountServiceDependencies,
  SessionKind,
  SignInContext,
} from './account-context';
import { recordSignIn, recordSignInFailed, recordSignOut } from './sign-in-audit';
import { signInRefusal } from './sign-in-rules';

/** Signing in to the staff web app or the engineers' mobile app, and signing out of either. */
export function createSignInService(
  deps: Pick<
    AccountServiceDependencies,
    'usersRepository' | 'auditRepository' | 'passwordHasher' | 'dummyHash'
  >,
) {
  const { usersRepository, auditRepository, passwordHasher, dummyHash } = deps;

  return {
    /**
     * One sign-in for both apps: the password first (a wrong one is recorded, and an unknown
     * email costs as much to refuse), then whether this account may use `app`, then the login
     * time, the session of `app`'s kind and the audit row. Answers the account as it is now.
     */
    async signIn(app: SessionKind, { email, password }: LoginBody, context: SignInContext) {
      const user = await usersRepository.findByEmail(email);
      const valid = await passwordHasher.verify(user?.password_hash ?? dummyHash, password);
      if (!user || !valid) {
        await recordSignInFailed(auditRepository, context.audit, email, user, app);
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      const refusal = signInRefusal(app, user);
      if (refusal) throw refusal;
      const signedIn = await usersRepository.recordLogin(user.id);
      await context.startSession(user.id, app);
      await recordSignIn(auditRepository, context.audit, user);
      return signedIn;
    },

    /** The sign-out of a session that was still valid (its cookie is already cleared). */
    async signedOut(signedIn: ValidSession, context: Pick<AccountContext, 'audit'>) {
      await recordSignOut(auditRepository, context.audit, signedIn);
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
