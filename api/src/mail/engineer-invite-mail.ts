import type { Mail } from '../plugins/app/mailer';
import { invitationMail } from './invitation-mail';

export function engineerInviteMail(to: string, name: string, link: string, days: number): Mail {
  return invitationMail(to, name, link, days, {
    invited: 'You have been added as an engineer on Trellis',
    signIn: 'Then sign in with the Trellis mobile app.',
  });
}
