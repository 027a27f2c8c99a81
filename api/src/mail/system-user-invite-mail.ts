import type { Mail } from '../plugins/app/mailer';
import { invitationMail } from './invitation-mail';

/** The set-password mail of a staff invitation (services/invitations.ts). */
export function systemUserInviteMail(
  to: string,
  name: string,
  role: string | null,
  link: string,
  days: number,
): Mail {
  const as = role ? ` as ${role}` : '';
  return invitationMail(to, name, link, days, {
    invited: `You have been invited to the Trellis staff web app${as}`,
    signIn: 'Then sign in with your email and that password.',
  });
}
