import type { AccountServiceDependencies } from './account-context';
import { createPasswordResetService } from './password-reset-service';
import { createProfileService } from './profile-service';
import { createRegistrationService } from './registration-service';
import { createSignInService } from './sign-in-service';

/**
 * Everything an account does for itself: sign up, sign in and out (web and mobile), reset a
 * forgotten password, edit its profile and change its password. One decorator for the routes;
 * each part lives in its own file.
 */
export function createAccountService(deps: AccountServiceDependencies) {
  return {
    ...createRegistrationService(deps),
    ...createSignInService(deps),
    ...createPasswordResetService(deps),
    ...createProfileService(deps),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
