import { ENGINEER_MESSAGES, MESSAGES, SYSTEM_USER_MESSAGES } from '@trellis/contracts';
import { AppError } from '../lib/app-error';
import { awaitsApproval, type UserRow } from '../repositories/users-repository';
import type { SessionKind } from './account-context';

type Account = Pick<UserRow, 'role' | 'status' | 'role_id'>;

const STAFF_ON_MOBILE = 'Staff accounts sign in on the Trellis web app.';

/**
 * Who may sign in to which app once the password is right: each app's answer for an account it
 * refuses, one error code per reason, or null when the account may sign in.
 */
const RULES: Record<SessionKind, (account: Account) => AppError | null> = {
  // The staff web app. An invitee or a deactivated account is told why, as the mobile app tells
  // engineers; a self-registered account waiting for approval signs in to its waiting page.
  web(account) {
    if (account.role === 'engineer')
      return new AppError('ENGINEER_USE_MOBILE_APP', MESSAGES.engineerUseMobileApp);
    if (account.status === 'Invited' && !awaitsApproval(account))
      return new AppError('ACCOUNT_PENDING', SYSTEM_USER_MESSAGES.accountPending);
    if (account.status === 'Inactive')
      return new AppError('ACCOUNT_INACTIVE', SYSTEM_USER_MESSAGES.accountInactive);
    return null;
  },
  // The engineers' mobile app: engineers only, and only once active.
  mobile(account) {
    if (account.role !== 'engineer') return new AppError('FORBIDDEN', STAFF_ON_MOBILE);
    if (account.status === 'Invited')
      return new AppError('ENGINEER_INACTIVE', ENGINEER_MESSAGES.invitedPending);
    if (account.status !== 'Active')
      return new AppError('ENGINEER_INACTIVE', ENGINEER_MESSAGES.inactive);
    return null;
  },
};

export const signInRefusal = (app: SessionKind, account: Account): AppError | null =>
  RULES[app](account);
