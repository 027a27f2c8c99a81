import { escapeHtml } from '../lib/escape-html';
import type { Mail } from '../plugins/app/mailer';

/** What an invitation says beside the link: how the invitee was added, and how to sign in then. */
export interface InvitationWords {
  invited: string;
  signIn: string;
}

/** The set-password mail of an invitation, in text and in HTML. */
export function invitationMail(
  to: string,
  name: string,
  link: string,
  days: number,
  { invited, signIn }: InvitationWords,
): Mail {
  const expiry = `The link works once and expires in ${days} days. ${signIn}`;
  return {
    to,
    subject: 'You are invited to Trellis',
    text: [
      `Hello ${name},`,
      '',
      `${invited}. To choose your password, open:`,
      link,
      '',
      expiry,
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(invited)}.</p><p><a href="${escapeHtml(link)}">Choose your password</a></p><p>${escapeHtml(expiry)}</p>`,
  };
}
